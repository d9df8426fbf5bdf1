import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {webhookEvents} from '@site/src/data/webhook-events';
import {useLocalized} from '@site/src/hooks/useLocalized';
import InlineMarkdown from './InlineMarkdown';
import ScrollableTable from '../ScrollableTable';

/** Webhook event types, optionally only those whose type starts with `prefix` (e.g. "payment."). */
export default function WebhookEvents({prefix = ''}: {prefix?: string}): ReactNode {
  const localized = useLocalized();
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>{translate({id: 'tables.webhooks.type', message: 'Event type'})}</th>
          <th>{translate({id: 'tables.webhooks.object', message: 'data.object'})}</th>
          <th>{translate({id: 'tables.webhooks.when', message: 'When it is sent'})}</th>
        </tr>
      </thead>
      <tbody>
        {webhookEvents
          .filter((event) => event.type.startsWith(prefix))
          .map((event) => (
            <tr key={event.type}>
              <td>
                <code>{event.type}</code>
              </td>
              <td>
                <code>{event.resource}</code>
              </td>
              <td>
                <InlineMarkdown text={localized(event.when)} />
              </td>
            </tr>
          ))}
      </tbody>
    </ScrollableTable>
  );
}
