/**
 * "Content-security-policy violations are reported once per distinct message, except from
 * browser extensions" (shop-core §8). Each new message goes to `report`: the storefront passes
 * the Drawkit client's `onError` hook, the same place the SDK reports its failures.
 */

/** Where a browser extension's code and resources come from. */
const EXTENSION_URL = /^(chrome|moz|safari|safari-web|ms-browser)-extension:/i;

type PolicyViolation = Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI' | 'sourceFile' | 'documentURI'>;

/** The report's text: what was blocked, by which directive. */
export function violationMessage(violation: PolicyViolation): string {
  return `Content-Security-Policy: ${violation.effectiveDirective} blocked ${violation.blockedURI || 'inline code'}`;
}

/** Listens for violations on `target` (the document) until the returned function is called. */
export function reportPolicyViolations(target: EventTarget, report: (error: Error, details: { url: string }) => void): () => void {
  const reported = new Set<string>();
  const onViolation = (event: Event) => {
    const violation = event as SecurityPolicyViolationEvent;
    if (EXTENSION_URL.test(violation.sourceFile ?? '') || EXTENSION_URL.test(violation.blockedURI ?? '')) return;
    const message = violationMessage(violation);
    if (reported.has(message)) return;
    reported.add(message);
    try {
      report(new Error(message), { url: violation.documentURI });
    } catch {
      // A broken reporter must not turn one failure into two.
    }
  };
  target.addEventListener('securitypolicyviolation', onViolation);
  return () => target.removeEventListener('securitypolicyviolation', onViolation);
}
