/**
 * The login page: a sign-in form and a one-click list of the demo users. It keeps `from` and
 * `source=mix`; after sign-in it goes to `from` when that is a path on this site, otherwise home.
 */
import { useLingui } from '@lingui/react';
import { ERROR_CODES, splitLocale } from '@exchange/contract';
import { ApiError, createApiInstance, request } from '@exchange/header/api';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import type { SiteMessageKey } from '../i18n/index.ts';
import { loginTarget } from '../login-target.ts';
import { demoUserList } from '../demo-users.server.ts';

/** The sign-in failures the page says in the page's language; any other code shows the API's own message. */
const FAILURES: Readonly<Record<string, SiteMessageKey>> = {
  [ERROR_CODES.badCredentials]: 'account.login.badCredentials',
  [ERROR_CODES.tooManyAttempts]: 'account.login.tooManyAttempts',
};

export function loader() {
  return { demoUsers: demoUserList() };
}

export default function Login() {
  const { i18n } = useLingui();
  const { demoUsers } = useLoaderData<typeof loader>();
  const location = useLocation();
  const from = new URLSearchParams(location.search).get('from');
  const { locale } = splitLocale(location.pathname);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(loginName: string, password: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await request(createApiInstance({ locale }), 'login', { loginName, password });
      // A full load, so the server renders the header for the signed-in user.
      window.location.assign(loginTarget(from, result.language, locale));
    } catch (failure) {
      setBusy(false);
      setError(failureText(failure));
    }
  }

  /** A known code in the page's words, another code with the API's message, no answer as unreachable. */
  function failureText(failure: unknown): string {
    if (!(failure instanceof ApiError) || failure.kind !== 'code') return i18n._('account.login.unreachable');
    const known = failure.code === undefined ? undefined : FAILURES[failure.code];
    return known ? i18n._(known) : i18n._('account.login.failed', { message: failure.message });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    void signIn(field('loginName'), field('password'));
  }

  return (
    <section className="page login" aria-labelledby="page-title" data-page="login">
      <h1 id="page-title">{i18n._('account.login.title')}</h1>
      <p>{i18n._('account.login.intro')}</p>
      <form className="login-form" method="post" onSubmit={onSubmit} aria-describedby={error ? 'login-error' : undefined}>
        <label htmlFor="login-name">{i18n._('account.login.loginName')}</label>
        <input id="login-name" name="loginName" type="text" autoComplete="username" required />
        <label htmlFor="login-password">{i18n._('account.login.password')}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        {error ? (
          <p id="login-error" role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button-primary" disabled={busy}>
          {i18n._(busy ? 'account.login.submitting' : 'account.login.submit')}
        </button>
      </form>
      <h2>{i18n._('account.login.demoUsers')}</h2>
      <p>{i18n._('account.login.demoUsersHint')}</p>
      <ul className="demo-users">
        {demoUsers.map((user) => (
          <li key={user.loginName}>
            <button type="button" disabled={busy} onClick={() => void signIn(user.loginName, 'demo')} aria-label={i18n._('account.login.demoAs', { loginName: user.loginName })}>
              <span className="demo-login">{user.loginName}</span>
              <span className="demo-who">{i18n._(user.descriptionKey)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
