/**
 * Replaces the announcement bar's content, which the classic theme reads as untranslatable HTML from the config,
 * with a translated message. The bar's id (and so the reader's dismissal) still comes from the config.
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: ComponentProps<'div'>): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcement.webhookRetries"
        values={{
          link: (
            <Link to="/webhooks/setting/">
              <Translate id="announcement.webhookRetries.link">retry schedule</Translate>
            </Link>
          ),
        }}
      >
        {'Webhooks now retry for 72 hours: check the {link} and make your endpoint idempotent.'}
      </Translate>
    </div>
  );
}
