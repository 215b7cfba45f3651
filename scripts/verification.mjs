#!/usr/bin/env node
// The reviewer's command for verification submissions (issue 12 part 7):
//   npm run verification -- list [--all]        submissions waiting (or every one)
//   npm run verification -- show ID [DIR]       one submission; its photos saved to DIR (build/verification/ID)
//   npm run verification -- approve ID          the customer becomes verified
//   npm run verification -- refuse ID REASON    the customer stays unverified and may send new photos
// It calls the running shop's operator routes (so it works on PGlite and PostgreSQL alike); which
// shop, with which secret: scripts/operator/operatorCall.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fail, operatorCall, REPO_ROOT } from './operator/operatorCall.mjs';

const USAGE = 'Usage: npm run verification -- list [--all] | show ID [DIR] | approve ID | refuse ID REASON';

const call = (method, path, body) => operatorCall('/operator/verifications', method, path, body);

const line = (r) =>
  `${r.id}  ${r.status.padEnd(8)}  ${r.method.padEnd(15)}  ${r.email}  ${r.files.length} file(s)  sent ${r.created_at}` +
  (r.refusal_reason ? `  refused: ${r.refusal_reason}` : '');

const [command, id, ...rest] = process.argv.slice(2);
switch (command) {
  case 'list': {
    const all = id === '--all';
    const { result } = await (await call('GET', `?status=${all ? 'all' : 'pending'}`)).json();
    if (result.length === 0) console.log(all ? 'No verification submissions.' : 'No verification submissions are waiting.');
    for (const r of result) console.log(line(r));
    break;
  }
  case 'show': {
    if (!id) fail(USAGE);
    const { result } = await (await call('GET', '?status=all')).json();
    const submission = result.find((r) => r.id === id);
    if (!submission) fail('404: This verification submission was not found.');
    console.log(line(submission));
    const dir = resolve(rest[0] || join(REPO_ROOT, 'build', 'verification', id));
    mkdirSync(dir, { recursive: true });
    for (const file of submission.files) {
      const bytes = Buffer.from(await (await call('GET', `/${id}/files/${file.id}`)).arrayBuffer());
      const path = join(dir, `${file.id}.${file.content_type.split('/')[1]}`);
      writeFileSync(path, bytes, { mode: 0o600 });
      console.log(`  ${file.content_type}, ${file.size_bytes} bytes: ${path}`);
    }
    break;
  }
  case 'approve': {
    if (!id) fail(USAGE);
    const { result } = await (await call('POST', `/${encodeURIComponent(id)}/approve`, {})).json();
    console.log(`Approved: ${result.email} is verified.`);
    break;
  }
  case 'refuse': {
    const reason = rest.join(' ').trim();
    if (!id || !reason) fail(USAGE);
    const { result } = await (await call('POST', `/${encodeURIComponent(id)}/refuse`, { reason })).json();
    console.log(`Refused: ${result.email} stays unverified (${result.refusal_reason}).`);
    break;
  }
  default:
    fail(USAGE);
}
