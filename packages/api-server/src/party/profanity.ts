/**
 * Group names are shown to other customers and in invitation mail: "a profanity message code
 * means a bad group name" (shop-specialised §5). A short list of whole words (and simple
 * letter-for-digit spellings); a real deployment would plug in a moderation service here.
 */
const WORDS = ['fuck', 'shit', 'cunt', 'bitch', 'bastard', 'wanker', 'twat', 'dick', 'cock', 'pussy', 'slut', 'whore', 'arsehole', 'asshole', 'nigger', 'faggot', 'retard'];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

export function isProfane(name: string): boolean {
  const normalised = name
    .toLowerCase()
    .replace(/[013457@$]/g, (c) => LEET[c] ?? c)
    .replace(/[^a-z]+/g, ' ');
  const words = normalised.split(' ').filter(Boolean);
  const squashed = words.join('');
  return words.some((w) => WORDS.some((bad) => w === bad || w === `${bad}s` || w.startsWith(bad))) || WORDS.some((bad) => bad.length >= 5 && squashed.includes(bad));
}
