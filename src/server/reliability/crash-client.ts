/**
 * The crash test's HTTP client of a server process: form-encoded calls as
 * the web makes them, each from a client address of its own (the server
 * runs with TRUST_PROXY=1 and every call sends X-Forwarded-For, so
 * per-address limits do not refuse the burst), sign-in of the test mobile
 * (ReSendOTP answers the ticket) and of other numbers (the OTP read from the
 * console sender's log line), and the writes the burst makes.
 */
import { formText } from '../testing/seller-requests.ts';
import type { ServerProcess } from './server-process.ts';

export interface Answer {
  status: number;
  body: { Success?: boolean; Message?: string; Data?: unknown; access_token?: string };
}

let addressSerial = 0;
/** A client address no other call of this process used. */
function nextAddress(): string {
  addressSerial += 1;
  return `10.${(addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
}

type Fields = Record<string, string | number | undefined>;

/** POST `path` form-encoded (with the Bearer `token` when given). */
export async function post(
  server: Pick<ServerProcess, 'url'>,
  path: string,
  fields: Fields,
  token?: string,
): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': nextAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: formText(fields),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** GET `path` (with the Bearer `token` when given). */
export async function get(
  server: Pick<ServerProcess, 'url'>,
  path: string,
  token?: string,
): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    headers: {
      'x-forwarded-for': nextAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const LOGIN = '/api/CarSetuClientLogin';

async function exchange(server: ServerProcess, mobile: string, ticket: unknown): Promise<string> {
  const res = await post(server, '/login', {
    UserName: mobile,
    Password: String(ticket),
    grant_type: 'password',
    Scope: 'Clientlogin',
  });
  if (res.status !== 200 || !res.body.access_token) {
    throw new Error(`/login failed: ${JSON.stringify(res.body)}`);
  }
  return res.body.access_token;
}

/** Signs `mobile` in: the test mobile at once, any other with the OTP the log shows. */
export async function signInOver(server: ServerProcess, mobile: string): Promise<string> {
  const sent = await post(server, `${LOGIN}/ReSendOTP`, { Mobileno: mobile });
  if (sent.status !== 200) throw new Error(`ReSendOTP failed: ${JSON.stringify(sent.body)}`);
  if (typeof sent.body.Data === 'string' && sent.body.Data) {
    return exchange(server, mobile, sent.body.Data);
  }
  const verified = await post(server, `${LOGIN}/VerifyOTP`, {
    Mobileno: mobile,
    Password: '',
    userInputOtp: await server.otpFor(mobile),
  });
  if (verified.status !== 200) {
    throw new Error(`VerifyOTP failed: ${JSON.stringify(verified.body)}`);
  }
  return exchange(server, mobile, verified.body.Data);
}

/** True for a 2xx answer with Success true: a write the server acknowledged. */
export const acknowledged = (a: Answer) =>
  a.status >= 200 && a.status < 300 && a.body.Success === true;
