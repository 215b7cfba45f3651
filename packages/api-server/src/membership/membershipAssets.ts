/**
 * The programme's artwork (`/membership-assets/{name}.svg`): logo and giveaway banners drawn as
 * SVG by the server, so seeded giveaways have images without binary files in the repository.
 */
import type { FastifyInstance } from 'fastify';

const BANNERS: Record<string, { from: string; to: string; text: string }> = {
  daily: { from: '#5b2a86', to: '#b5179e', text: 'Daily $500' },
  monthly: { from: '#0b6e4f', to: '#2fbf71', text: 'Monthly $10,000' },
  major: { from: '#b23a48', to: '#fcb9b2', text: 'Major giveaway' },
  special: { from: '#1d3557', to: '#457b9d', text: 'Special giveaway' },
  preview: { from: '#444444', to: '#999999', text: 'Coming soon' },
};

function banner(name: string, size: 'mobile' | 'desktop'): string | null {
  const spec = BANNERS[name];
  if (!spec) return null;
  const [width, height] = size === 'mobile' ? [640, 640] : [1200, 400];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${spec.text}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" fill="#fff" font-family="system-ui,sans-serif" font-size="${size === 'mobile' ? 56 : 72}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${spec.text}</text>
</svg>`;
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="Daily Winners">
<circle cx="24" cy="24" r="20" fill="#5b2a86"/><path d="M24 10l4 9 10 1-7.5 6.5 2.3 9.5L24 31l-8.8 5 2.3-9.5L10 20l10-1z" fill="#ffd166"/>
<text x="52" y="31" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#5b2a86">Daily Winners</text></svg>`;

export function registerMembershipAssets(server: FastifyInstance): void {
  server.get<{ Params: { file: string } }>('/membership-assets/:file', async (request, reply) => {
    const match = /^([a-z]+)(?:-(mobile|desktop))?\.svg$/.exec(request.params.file);
    const svg = !match ? null : match[1] === 'logo' && !match[2] ? LOGO : match[2] ? banner(match[1] ?? '', match[2] as 'mobile' | 'desktop') : null;
    if (!svg) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('Cache-Control', 'public, max-age=86400').header('Access-Control-Allow-Origin', '*').type('image/svg+xml').send(svg);
  });
}
