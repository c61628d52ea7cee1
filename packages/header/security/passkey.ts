/**
 * The passkey path of the verification dialog (users with `canFido2`). It asks the browser for a
 * WebAuthn assertion and sends it as the verification's `code` (the contract's securityVerify takes
 * "the verification code or passkey assertion"). The reference contract issues no challenge, so
 * the client makes one; a production API would issue it with actionItems and verify the signed
 * assertion. The reference API has no registered passkeys and answers an assertion as a wrong
 * code, so the dialog then offers the code, as it does when the browser has no passkey support or
 * the user cancels.
 */

export function passkeySupported(): boolean {
  return typeof window !== 'undefined' && 'PublicKeyCredential' in window && typeof navigator.credentials?.get === 'function';
}

export async function passkeyAssertion(signal: AbortSignal): Promise<string> {
  const credential = await navigator.credentials.get({
    publicKey: { challenge: crypto.getRandomValues(new Uint8Array(32)), userVerification: 'required', timeout: 60_000 },
    signal,
  });
  if (!(credential instanceof PublicKeyCredential)) throw new Error('No passkey was chosen');
  return JSON.stringify(credential.toJSON());
}
