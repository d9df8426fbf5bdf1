// cspell:ignore whsec
import {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {diagnoseSignature, type Diagnosis, type Finding} from './diagnoseSignature';
import styles from './styles.module.css';
// The UI messages only this module's pages show, kept out of every page's main script (plugins/translation-groups).
import '@generated/kalyna-translations/signatureChecker';

function FindingMessage({finding}: {finding: Finding}): ReactNode {
  switch (finding.kind) {
    case 'valid':
      return (
        <Translate id="signatureChecker.valid">
          The signature matches this body and secret, and the timestamp is within 300 seconds of this computer’s clock.
          Your endpoint should accept this event.
        </Translate>
      );
    case 'live-secret':
      return (
        <Translate id="signatureChecker.liveSecret" values={{prefix: <code>whsec_test_</code>}}>
          {
            'This is a live-mode secret. The checker does not accept live secrets: a live secret must never be pasted into a web page. Check a sandbox event with the sandbox secret of the same endpoint, which starts with {prefix}.'
          }
        </Translate>
      );
    case 'missing-input':
      return (
        <Translate id="signatureChecker.missingInput">
          Paste all three: the raw body, the Kalyna-Signature header and the sandbox secret.
        </Translate>
      );
    case 'header-format':
      return (
        <>
          <Translate id="signatureChecker.headerFormat">
            The header has the wrong format. It must look like t=1795256132,v1=(64 hexadecimal characters), with one
            more v1 for each extra secret during a rotation.
          </Translate>{' '}
          {finding.problems.includes('timestamp') && (
            <Translate id="signatureChecker.headerFormat.timestamp">
              The t part is missing or is not a Unix time in seconds.
            </Translate>
          )}{' '}
          {finding.problems.includes('signature') && (
            <Translate id="signatureChecker.headerFormat.signature">
              There is no v1 part with 64 hexadecimal characters; a shortened or cut signature does not count.
            </Translate>
          )}
        </>
      );
    case 'stale':
      return finding.signatureMatches ? (
        <Translate id="signatureChecker.stale" values={{seconds: Math.abs(finding.skewSeconds)}}>
          {
            'The signature matches, but the timestamp differs from this computer’s clock by {seconds} seconds, more than the 300 seconds an endpoint should accept. Either the event is an old or replayed delivery, or a clock is wrong: keep your server clock synchronized with NTP.'
          }
        </Translate>
      ) : (
        <Translate id="signatureChecker.alsoStale" values={{seconds: Math.abs(finding.skewSeconds)}}>
          {
            'The timestamp also differs from this computer’s clock by {seconds} seconds, more than 300: even with the right secret and body, an endpoint would reject this event as stale.'
          }
        </Translate>
      );
    case 'reformatted':
      return finding.format === 'compact' ? (
        <Translate id="signatureChecker.reformattedCompact">
          The body was changed after it was signed: the signature matches the same JSON written compactly, without
          spaces and line breaks, not the text you pasted. A framework that parses JSON and serializes it again does
          exactly this. Verify the raw request bytes before any parsing.
        </Translate>
      ) : (
        <Translate id="signatureChecker.reformattedPretty">
          The body was changed after it was signed: the signature matches the same JSON formatted with indentation and
          line breaks, not the compact text you pasted. A framework that parses JSON and serializes it again does
          exactly this. Verify the raw request bytes before any parsing.
        </Translate>
      );
    case 'whitespace':
      return (
        <Translate id="signatureChecker.whitespace">
          The body differs from the signed one only in line breaks or in whitespace at the start or end. Copying through
          an editor, a terminal or a log often does this; take the bytes from the request itself.
        </Translate>
      );
    case 'secret-whitespace':
      return (
        <Translate id="signatureChecker.secretWhitespace">
          The secret has spaces or a line break around it; without them the signature matches. Trim the secret where you
          store it.
        </Translate>
      );
    case 'wrong-secret':
      return (
        <>
          <Translate id="signatureChecker.wrongSecret" values={{prefix: <code>whsec_test_</code>}}>
            {
              'The signature does not match. The most likely cause is a wrong secret: use the secret of the endpoint that received the event, in the same mode (sandbox events are signed with a {prefix} secret), as one whole value including its prefix. If the secret is right, the body is not the one Kalyna signed.'
            }
          </Translate>{' '}
          {finding.prefixMissing && (
            <Translate id="signatureChecker.prefixMissing" values={{prefix: <code>whsec_</code>}}>
              {
                'The secret you pasted does not start with {prefix}: the key is the whole secret as the merchant portal shows it, prefix included.'
              }
            </Translate>
          )}
        </>
      );
  }
}

function verdictOf(diagnosis: Diagnosis): 'valid' | 'invalid' | 'refused' {
  if (diagnosis.valid) return 'valid';
  const [first] = diagnosis.findings;
  return first.kind === 'live-secret' || first.kind === 'missing-input' ? 'refused' : 'invalid';
}

function Result({diagnosis}: {diagnosis: Diagnosis}): ReactNode {
  const verdict = verdictOf(diagnosis);
  return (
    <div
      className={clsx('alert', {
        'alert--success': verdict === 'valid',
        'alert--danger': verdict === 'invalid',
        'alert--warning': verdict === 'refused',
      })}
      data-verdict={verdict}
    >
      <p className={styles.verdict}>
        <strong>
          {verdict === 'valid' && translate({id: 'signatureChecker.verdict.valid', message: 'Valid signature'})}
          {verdict === 'invalid' && translate({id: 'signatureChecker.verdict.invalid', message: 'Invalid signature'})}
          {verdict === 'refused' && translate({id: 'signatureChecker.verdict.refused', message: 'Not checked'})}
        </strong>
      </p>
      {diagnosis.findings.map((finding) => (
        <p key={finding.kind} data-finding={finding.kind}>
          <FindingMessage finding={finding} />
        </p>
      ))}
    </div>
  );
}

/**
 * Tells whether a webhook's `Kalyna-Signature` matches its raw body and a sandbox secret, and if not, why. It computes
 * with Web Crypto in the page and sends nothing anywhere; it refuses live secrets. The fields have no `name`, so even
 * a form submitted before the page comes alive could not carry them off.
 */
export default function SignatureChecker(): ReactNode {
  const isBrowser = useIsBrowser();
  const id = useId();
  const [body, setBody] = useState('');
  const [header, setHeader] = useState('');
  const [secret, setSecret] = useState('');
  const [checking, setChecking] = useState(false);
  const [diagnosis, setDiagnosis] = useState<Diagnosis | null>(null);
  const [cryptoMissing, setCryptoMissing] = useState(false);

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setDiagnosis(null);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!globalThis.crypto?.subtle) {
      setCryptoMissing(true);
      return;
    }
    setChecking(true);
    try {
      setDiagnosis(await diagnoseSignature({body, header, secret, now: Math.floor(Date.now() / 1000)}));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      className={styles.checker}
      onSubmit={check}
      aria-label={translate({id: 'signatureChecker.form', message: 'Webhook signature checker'})}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>
          {translate({id: 'signatureChecker.body.label', message: 'Raw request body'})}
        </label>
        <textarea
          id={`${id}-body`}
          rows={8}
          value={body}
          onChange={(event) => edit(setBody)(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-body-hint`}
        />
        <p id={`${id}-body-hint`} className={styles.hint}>
          {translate({
            id: 'signatureChecker.body.hint',
            message: 'Exactly as your endpoint received it, before any JSON parsing.',
          })}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-header`}>
          {translate({id: 'signatureChecker.header.label', message: 'Kalyna-Signature header'})}
        </label>
        <input
          id={`${id}-header`}
          type="text"
          value={header}
          onChange={(event) => edit(setHeader)(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-header-hint`}
        />
        <p id={`${id}-header-hint`} className={styles.hint}>
          {translate({
            id: 'signatureChecker.header.hint',
            message: 'The value, for example t=1795256132,v1=3b1d…; the header name in front may stay.',
          })}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-secret`}>
          {translate({id: 'signatureChecker.secret.label', message: 'Sandbox webhook secret'})}
        </label>
        <input
          id={`${id}-secret`}
          type="text"
          value={secret}
          onChange={(event) => edit(setSecret)(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-secret-hint`}
        />
        <p id={`${id}-secret-hint`} className={styles.hint}>
          {translate(
            {
              id: 'signatureChecker.secret.hint',
              message: 'Starts with {prefix}. Live secrets are refused. Nothing you enter leaves this browser tab.',
            },
            {prefix: 'whsec_test_'},
          )}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={!isBrowser || checking}>
        {checking
          ? translate({id: 'signatureChecker.checking', message: 'Checking…'})
          : translate({id: 'signatureChecker.submit', message: 'Check signature'})}
      </button>
      <div className={styles.result} role="status" aria-live="polite" aria-atomic="true">
        {cryptoMissing && (
          <div className="alert alert--warning" data-verdict="refused">
            <Translate id="signatureChecker.cryptoMissing">
              This browser does not offer Web Crypto on this page (it needs HTTPS), so the signature cannot be checked
              here.
            </Translate>
          </div>
        )}
        {diagnosis && <Result diagnosis={diagnosis} />}
      </div>
    </form>
  );
}
