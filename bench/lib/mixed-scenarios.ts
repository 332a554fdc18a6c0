import { randomBytes } from 'node:crypto';
import {
  companyEndpoints,
  type PartnerType,
  contentEndpoints,
  pathOf,
  tenderingPartnerEndpoints,
  tenderingProviderEndpoints,
  tenderingPublicEndpoints,
  shellEndpoints,
  operatorSelfEndpoints,
  orderDeskEndpoints,
  orderEndpoints,
  authEndpoints,
  partnerDeskEndpoints,
} from '@portal/contract';
import { newPatientOrder, submissionFields } from '../../apps/api/test/request-bodies.ts';
import { type CallOptions, type Connection, call, type Recorder } from './virtual-users.ts';

/**
 * What each kind of simulated user does, one loop at a time, for the mixed-workload run
 * (bench/mixed.ts): the real calls with the bodies the API tests send.
 */
export type Kind = 'visitor' | 'collaborator' | 'provider' | 'company' | 'operator';

/** Simulated users of each kind, all acting at once. */
export const USERS: Readonly<Record<Kind, number>> = { visitor: 4, collaborator: 4, provider: 2, company: 2, operator: 2 };

/** Demo accounts (password Demo@123), taken round-robin by the users of each kind. */
const ACCOUNTS: Readonly<Record<Exclude<Kind, 'visitor'>, readonly string[]>> = {
  collaborator: ['ctv_demo', 'ctv_demo2'],
  provider: ['ncc_demo', 'ncc_demo2'],
  company: ['dn_demo'],
  operator: ['admin_demo', 'qt_cskh'],
};
const PASSWORD = 'Demo@123';

/** Every measured operation, by id, with its label in the report. */
export const OPERATIONS = {
  'visitor.bidList': 'visitor: bid-post list',
  'visitor.news': 'visitor: news list',
  'visitor.footer': 'visitor: footer',
  'visitor.bidDetail': 'visitor: bid-post detail',
  'collaborator.orderList': 'collaborator: order list',
  'collaborator.orderDetail': 'collaborator: order detail',
  'collaborator.book': 'collaborator: BOOK an order (POST)',
  'provider.bidList': 'provider: bid posts (signed in)',
  'provider.bidDetail': 'provider: bid-post detail',
  'provider.submit': 'provider: submit (POST, multipart, 1 file)',
  'provider.update': 'provider: update submission (PUT, multipart)',
  'provider.history': 'provider: update history',
  'company.contracts': 'company: contract list',
  'company.roster': 'company: contract roster',
  'operator.partners': 'operator: partner desk list',
  'operator.orders': 'operator: order desk list',
} as const;
export type OperationId = keyof typeof OPERATIONS;

const PAGE = '?page=1&limit=10';
const BID_LIST = `${tenderingPublicEndpoints.list.path}${PAGE}`;
const NEWS_LIST = `${contentEndpoints.posts.path}?page=1&limit=9`;
/** The tests' minimal PDF (uploads are checked against their type); each upload a few bytes apart. */
const tinyPdf = () => Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%${randomBytes(4).toString('hex')}\n%%EOF\n`);

/** The API tests' valid booking (home sampling, two tests), for a new patient or again for one. */
const orderBody = (patientId?: string) => JSON.stringify(newPatientOrder(patientId ? { patientId } : {}));

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type: string };

function multipart(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in p) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
        p.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The tendering tests' valid submission form. */
const submissionParts = (postId: number, extra: Record<string, string> = {}): Part[] =>
  Object.entries(submissionFields(postId, extra)).map(([name, value]) => ({ name, value }));

type Row = { id: string | number };
const items = (data: unknown): Row[] => ((data as { items?: Row[] } | undefined)?.items ?? []).filter((r) => r?.id !== undefined);

/** A simulated user: `prepare` once (sign in, find what it works on), then `step` in a loop. */
export type VirtualUser = { kind: Kind; account: string | null; prepare: () => Promise<void>; step: () => Promise<void> };

export type ScenarioContext = {
  recorder: Recorder;
  connection: Connection;
  /** Open bid posts set aside for this provider to submit to, one per loop while they last. */
  providerPosts: (account: string) => number[];
};

export function virtualUser(kind: Kind, index: number, ctx: ScenarioContext): VirtualUser {
  const account = kind === 'visitor' ? null : (ACCOUNTS[kind][index % ACCOUNTS[kind].length] ?? null);
  let token = '';
  let loop = 0;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const get = (id: OperationId, path: string) => call(ctx.recorder, ctx.connection, id, 'GET', path, token ? { headers: auth() } : {});
  const send = (id: OperationId, method: string, path: string, opts: CallOptions) =>
    call(ctx.recorder, ctx.connection, id, method, path, opts);
  const signIn = async (path: string) => {
    const res = await ctx.connection.send(
      'POST',
      path,
      { 'content-type': 'application/json' },
      JSON.stringify({ username: account, password: PASSWORD }),
    );
    if (res.status !== 200) throw new Error(`${account} could not sign in: ${res.status} ${res.text.slice(0, 200)}`);
    token = (JSON.parse(res.text) as { data: { token: string } }).data.token;
  };
  const pick = <T>(rows: readonly T[]): T | undefined => rows[loop % Math.max(1, rows.length)];

  switch (kind) {
    case 'visitor':
      return {
        kind,
        account,
        prepare: async () => undefined,
        step: async () => {
          loop++;
          const posts = items(await get('visitor.bidList', BID_LIST));
          await get('visitor.news', NEWS_LIST);
          await get('visitor.footer', shellEndpoints.footer.path);
          const post = pick(posts);
          if (post) await get('visitor.bidDetail', pathOf(tenderingPublicEndpoints.detail, { id: Number(post.id) }));
        },
      };
    case 'collaborator': {
      let patientId: string | undefined;
      return {
        kind,
        account,
        prepare: () => signIn(pathOf(authEndpoints.login, { type: 'collaborator' })),
        step: async () => {
          loop++;
          const orders = items(await get('collaborator.orderList', `${orderEndpoints.list.path}${PAGE}`));
          const order = pick(orders);
          if (order) await get('collaborator.orderDetail', pathOf(orderEndpoints.detail, { id: String(order.id) }));
          // The first booking adds a patient; the next ones book for that patient again.
          const created = (await send('collaborator.book', 'POST', orderEndpoints.create.path, {
            headers: { ...auth(), 'content-type': 'application/json' },
            body: orderBody(patientId),
          })) as { patientId?: string } | undefined;
          patientId ??= created?.patientId;
        },
      };
    }
    case 'provider': {
      let submission: { id: string; postId: number; kept: string } | undefined;
      let posts: number[] = [];
      return {
        kind,
        account,
        prepare: async () => {
          await signIn(pathOf(authEndpoints.login, { type: 'provider' satisfies PartnerType }));
          posts = ctx.providerPosts(account ?? '');
        },
        step: async () => {
          loop++;
          await get('provider.bidList', `${pathOf(tenderingPartnerEndpoints.list, { type: 'provider' })}${PAGE}`);
          const postId = posts.shift();
          if (postId !== undefined) {
            await get('provider.bidDetail', pathOf(tenderingProviderEndpoints.detail, { id: postId }));
            const form = multipart([
              ...submissionParts(postId),
              { name: 'Files', filename: 'ho-so.pdf', content: tinyPdf(), type: 'application/pdf' },
            ]);
            const created = (await send('provider.submit', 'POST', tenderingProviderEndpoints.createSubmission.path, {
              headers: { ...auth(), 'content-type': form.contentType },
              body: form.body,
            })) as { id: string; files: { id: string }[] } | undefined;
            if (created) {
              const kept = JSON.stringify(created.files.map((f) => ({ id: f.id, name: 'ho-so.pdf' })));
              submission = { id: created.id, postId, kept };
            }
          }
          if (!submission) return;
          const form = multipart(submissionParts(submission.postId, { Price: String(1_000_000 + loop), UploadedFiles: submission.kept }));
          await send('provider.update', 'PUT', pathOf(tenderingProviderEndpoints.updateSubmission, { id: submission.id }), {
            headers: { ...auth(), 'content-type': form.contentType },
            body: form.body,
          });
          await get('provider.history', `${tenderingProviderEndpoints.history.path}${PAGE}&bidPostSubmitId=${submission.id}`);
        },
      };
    }
    case 'company': {
      let contracts: Row[] = [];
      return {
        kind,
        account,
        prepare: async () => {
          await signIn(pathOf(authEndpoints.login, { type: 'company' }));
          const res = await ctx.connection.send('GET', `${companyEndpoints.contracts.path}${PAGE}`, auth());
          contracts = items((JSON.parse(res.text) as { data?: unknown }).data);
          if (contracts.length === 0) throw new Error(`${account} has no contract to open`);
        },
        step: async () => {
          loop++;
          await get('company.contracts', `${companyEndpoints.contracts.path}${PAGE}`);
          const contract = pick(contracts);
          if (contract) await get('company.roster', `${pathOf(companyEndpoints.employees, { id: String(contract.id) })}${PAGE}`);
        },
      };
    }
    case 'operator':
      return {
        kind,
        account,
        prepare: () => signIn(operatorSelfEndpoints.login.path),
        step: async () => {
          loop++;
          await get('operator.partners', `${partnerDeskEndpoints.list.path}${PAGE}`);
          await get('operator.orders', `${orderDeskEndpoints.list.path}${PAGE}`);
        },
      };
  }
}
