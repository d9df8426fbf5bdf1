import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {buildRequest, type KeyProblem, type RequestProblem} from './buildRequest';
import {sendRequest, type Outcome} from './sendRequest';
import type {ApiConsoleProps} from './props';
import styles from './console.module.css';
// The UI messages only this module's pages show, kept out of every page's main script (plugins/translation-groups).
import '@generated/kalyna-translations/apiConsole';

const testKeyPrefix = <code>sk_test_</code>;

function KeyProblemMessage({problem}: {problem: KeyProblem}): ReactNode {
  switch (problem) {
    case 'missing':
      return (
        <Translate id="apiConsole.key.missing" values={{prefix: testKeyPrefix}}>
          {'Paste your sandbox secret key: it starts with {prefix}.'}
        </Translate>
      );
    case 'live':
      return (
        <Translate id="apiConsole.key.live" values={{prefix: testKeyPrefix}}>
          {
            'This is a live key. The console accepts only sandbox keys, which start with {prefix}: a live key must never be pasted into a web page. Nothing was sent. If you have pasted a live key anywhere public, issue a new one in the merchant portal.'
          }
        </Translate>
      );
    case 'publishable':
      return (
        <Translate id="apiConsole.key.publishable" values={{prefix: testKeyPrefix}}>
          {
            'This is a publishable key. The API needs the sandbox secret key, which starts with {prefix}. Nothing was sent.'
          }
        </Translate>
      );
    case 'not-a-test-key':
      return (
        <Translate id="apiConsole.key.invalid" values={{prefix: testKeyPrefix}}>
          {
            'This is not a sandbox secret key: it must be {prefix} followed by letters and digits, with nothing else. Nothing was sent.'
          }
        </Translate>
      );
  }
}

function ProblemMessage({problem}: {problem: RequestProblem}): ReactNode {
  switch (problem.kind) {
    case 'key':
      return <KeyProblemMessage problem={problem.problem} />;
    case 'path-parameter':
      return (
        <Translate id="apiConsole.pathParameter.missing" values={{name: <code>{problem.name}</code>}}>
          {'Fill in the path parameter {name}. Nothing was sent.'}
        </Translate>
      );
    case 'idempotency-key':
      return (
        <Translate id="apiConsole.idempotencyKey.missing">
          Fill in the Idempotency-Key or generate a new one. Nothing was sent.
        </Translate>
      );
    case 'body':
      return (
        <Translate id="apiConsole.body.invalid" values={{detail: <code>{problem.detail}</code>}}>
          {'The request body is not valid JSON ({detail}). Nothing was sent.'}
        </Translate>
      );
  }
}

function FailureMessage({cause, origin}: {cause: Extract<Outcome, {kind: 'failed'}>['cause']; origin: string}) {
  const host = <code>{origin}</code>;
  switch (cause) {
    case 'blocked-by-policy':
      return (
        <Translate id="apiConsole.failed.policy" values={{host}}>
          {
            "The browser did not send the request: this site's Content-Security-Policy does not allow connections to {host}."
          }
        </Translate>
      );
    case 'offline':
      return (
        <Translate id="apiConsole.failed.offline">
          The request was not sent: this browser is offline. Connect to the internet and send it again.
        </Translate>
      );
    case 'network':
      return (
        <Translate id="apiConsole.failed.network" values={{host}}>
          {
            'No response arrived from {host}. Either the network failed or the browser blocked the answer because the API did not allow requests from this site (CORS). Check your connection and send the request again.'
          }
        </Translate>
      );
  }
}

function Response({outcome}: {outcome: Extract<Outcome, {kind: 'response'}>}): ReactNode {
  const succeeded = outcome.status >= 200 && outcome.status < 300;
  return (
    <div className={succeeded ? 'alert alert--success' : 'alert alert--warning'} data-outcome="response">
      <p className={styles.status}>
        <strong>
          {translate(
            {id: 'apiConsole.response.status', message: 'HTTP status {status} {statusText}'},
            {status: outcome.status, statusText: outcome.statusText},
          )}
        </strong>
      </p>
      {outcome.requestId && (
        <p className={styles.requestId}>
          Request-Id: <code data-request-id>{outcome.requestId}</code>
        </p>
      )}
      {outcome.body !== '' && (
        // Long bodies scroll; the region takes focus so that keyboard readers can scroll it too.
        <pre
          className={styles.responseBody}
          tabIndex={0}
          aria-label={translate({id: 'apiConsole.response.body', message: 'Response body'})}
        >
          <code>{outcome.body}</code>
        </pre>
      )}
    </div>
  );
}

/** The field a problem is about, as named in the field ids below. */
const fieldOf = (problem: RequestProblem): string =>
  problem.kind === 'path-parameter' ? `path-${problem.name}` : problem.kind;

const newIdempotencyKey = (): string => globalThis.crypto?.randomUUID?.() ?? '';

/**
 * The request console of one API operation: the reader's sandbox key, the path and query parameters, the
 * Idempotency-Key and the JSON body, sent with fetch to the base URL the site is built with. The key lives only in
 * this component's state: the fields have no `name`, and nothing is written to storage, cookies or the address.
 */
export default function Console({
  method,
  path,
  pathParameters = [],
  queryParameters = [],
  idempotent = false,
  examples = [],
  onClose,
}: ApiConsoleProps & {onClose: () => void}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.customFields!.apiConsoleBaseUrl as string;
  const id = useId();
  const keyInput = useRef<HTMLInputElement>(null);
  const [key, setKey] = useState('');
  const [pathValues, setPathValues] = useState<Record<string, string>>({});
  const [queryValues, setQueryValues] = useState<Record<string, string>>({});
  const [idempotencyKey, setIdempotencyKey] = useState(() => (idempotent ? newIdempotencyKey() : undefined));
  const [exampleIndex, setExampleIndex] = useState(0);
  const [body, setBody] = useState(examples[0]?.body);
  const [problem, setProblem] = useState<RequestProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The "Try it" button is gone once the console is open, so focus moves to the console's first field.
  useEffect(() => keyInput.current?.focus(), []);

  const fieldId = (name: string) => `${id}-${name}`;
  const invalid = (kind: RequestProblem['kind'], name?: string) =>
    problem?.kind === kind && (name === undefined || (problem.kind === 'path-parameter' && problem.name === name));
  const loadExample = (index: number) => {
    setExampleIndex(index);
    setBody(examples[index].body);
    setProblem(null);
    // Kalyna refuses a key it has seen with another body: another example is another request.
    if (idempotent) setIdempotencyKey(newIdempotencyKey());
  };
  const orderedQueryValues = queryParameters.map((name): [string, string] => [name, queryValues[name] ?? '']);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const built = buildRequest({
      method,
      baseUrl,
      path,
      pathValues,
      queryValues: orderedQueryValues,
      key,
      body,
      idempotencyKey,
    });
    if (!built.ok) {
      setProblem(built.problem);
      document.getElementById(fieldId(fieldOf(built.problem)))?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      setOutcome(await sendRequest(built.request));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.console}
      onSubmit={send}
      aria-label={translate({id: 'apiConsole.form', message: 'API request console'})}
      autoComplete="off"
    >
      <p className={styles.requestLine}>
        <code>
          {method.toUpperCase()} {baseUrl}
          {path}
        </code>
      </p>
      <div className={styles.field}>
        <label htmlFor={fieldId('key')}>{translate({id: 'apiConsole.key.label', message: 'Sandbox secret key'})}</label>
        <input
          ref={keyInput}
          id={fieldId('key')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          aria-invalid={invalid('key')}
          aria-describedby={fieldId('key-hint')}
        />
        <p id={fieldId('key-hint')} className={styles.hint}>
          <Translate id="apiConsole.key.hint" values={{prefix: testKeyPrefix}}>
            {
              'Starts with {prefix}; live keys are refused. The key goes only into this request and is forgotten when you close the console.'
            }
          </Translate>
        </p>
      </div>
      {pathParameters.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{translate({id: 'apiConsole.pathParameters', message: 'Path parameters'})}</legend>
          {pathParameters.map((name) => (
            <div className={styles.field} key={name}>
              <label htmlFor={fieldId(`path-${name}`)}>
                <code>{name}</code>
              </label>
              <input
                id={fieldId(`path-${name}`)}
                type="text"
                // Not `required`: the browser's own bubble would speak the browser's language, not the page's.
                aria-required
                autoComplete="off"
                spellCheck={false}
                value={pathValues[name] ?? ''}
                onChange={(event) => setPathValues({...pathValues, [name]: event.target.value})}
                aria-invalid={invalid('path-parameter', name)}
              />
            </div>
          ))}
        </fieldset>
      )}
      {queryParameters.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{translate({id: 'apiConsole.queryParameters', message: 'Query parameters (optional)'})}</legend>
          {queryParameters.map((name) => (
            <div className={styles.field} key={name}>
              <label htmlFor={fieldId(`query-${name}`)}>
                <code>{name}</code>
              </label>
              <input
                id={fieldId(`query-${name}`)}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={queryValues[name] ?? ''}
                onChange={(event) => setQueryValues({...queryValues, [name]: event.target.value})}
              />
            </div>
          ))}
        </fieldset>
      )}
      {idempotencyKey !== undefined && (
        <div className={styles.field}>
          <label htmlFor={fieldId('idempotency-key')}>
            {translate({id: 'apiConsole.idempotencyKey.label', message: 'Idempotency-Key header'})}
          </label>
          <div className={styles.inline}>
            <input
              id={fieldId('idempotency-key')}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={idempotencyKey}
              onChange={(event) => setIdempotencyKey(event.target.value)}
              aria-invalid={invalid('idempotency-key')}
              aria-describedby={fieldId('idempotency-key-hint')}
            />
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => setIdempotencyKey(newIdempotencyKey())}
            >
              {translate({id: 'apiConsole.idempotencyKey.new', message: 'New key'})}
            </button>
          </div>
          <p id={fieldId('idempotency-key-hint')} className={styles.hint}>
            {translate({
              id: 'apiConsole.idempotencyKey.hint',
              message:
                'Sent again with the same key, the request returns the first result instead of repeating the operation.',
            })}
          </p>
        </div>
      )}
      {examples.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={fieldId('example')}>{translate({id: 'apiConsole.example.label', message: 'Example'})}</label>
          <select
            id={fieldId('example')}
            value={exampleIndex}
            onChange={(event) => loadExample(Number(event.target.value))}
            aria-describedby={fieldId('example-hint')}
          >
            {examples.map(({summary}, index) => (
              <option key={summary} value={index}>
                {summary}
              </option>
            ))}
          </select>
          <p id={fieldId('example-hint')} className={styles.hint}>
            {idempotent
              ? translate({
                  id: 'apiConsole.example.hintIdempotent',
                  message: 'Choosing an example replaces the body below and takes a new Idempotency-Key.',
                })
              : translate({id: 'apiConsole.example.hint', message: 'Choosing an example replaces the body below.'})}
          </p>
        </div>
      )}
      {body !== undefined && (
        <div className={styles.field}>
          <label htmlFor={fieldId('body')}>
            {translate({id: 'apiConsole.body.label', message: 'Request body (JSON)'})}
          </label>
          <textarea
            id={fieldId('body')}
            rows={Math.min(16, Math.max(4, body.split('\n').length + 1))}
            spellCheck={false}
            autoComplete="off"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={invalid('body')}
          />
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending
            ? translate({id: 'apiConsole.sending', message: 'Sending…'})
            : translate({id: 'apiConsole.send', message: 'Send request'})}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {translate({id: 'apiConsole.close', message: 'Close'})}
        </button>
      </div>
      <div className={styles.result} role="status" aria-live="polite" aria-atomic="true">
        {problem && (
          <p className="alert alert--warning" data-outcome="refused" data-problem={problem.kind}>
            <ProblemMessage problem={problem} />
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p className="alert alert--danger" data-outcome="failed" data-cause={outcome.cause}>
            <FailureMessage cause={outcome.cause} origin={new URL(baseUrl).origin} />
          </p>
        )}
        {outcome?.kind === 'response' && <Response outcome={outcome} />}
      </div>
    </form>
  );
}
