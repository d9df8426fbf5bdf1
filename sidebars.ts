import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {referenceSidebar} from './plugins/api-reference/sidebar';

/**
 * The tutorial sidebar, in the order of the content map. Pages the content map marks "off" are not listed here:
 * they are linked from their parent pages and set `displayed_sidebar: tutorialSidebar` themselves.
 * Category labels are translated in i18n/uk/docusaurus-plugin-content-docs/current.json; `key` keeps the
 * translation keys unique where two categories share a label.
 */
const sidebars = {
  tutorialSidebar: [
    'getting-started/create-account',
    'create-account',
    {
      type: 'category',
      label: 'Integration',
      key: 'integration',
      items: ['integration/options', 'integration/direct-and-hosted', 'integration/pci-dss'],
    },
    {
      type: 'category',
      label: 'API usage',
      key: 'api-usage',
      items: ['api-usage/authentication', 'api-usage/peculiarities', 'api-usage/security'],
    },
    {
      type: 'category',
      label: 'Payload',
      key: 'payload',
      items: ['payload/overview', 'payload/payment-attributes'],
    },
    {
      type: 'category',
      label: 'Checkouts and widgets',
      key: 'checkouts-and-widgets',
      link: {type: 'doc', id: 'checkouts-and-widgets/index'},
      items: [
        'checkouts-and-widgets/overview',
        'checkouts-and-widgets/hosted-checkout',
        'checkouts-and-widgets/url',
        {
          type: 'category',
          label: 'Payment widget',
          key: 'payment-widget',
          items: [
            'checkouts-and-widgets/payment-widget/start',
            'checkouts-and-widgets/payment-widget/list',
            'checkouts-and-widgets/payment-widget/advanced',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Payment methods',
      key: 'payment-methods',
      items: [
        'payment-methods/list',
        'payment-methods/cards',
        {
          type: 'category',
          label: 'Digital wallets',
          key: 'digital-wallets',
          link: {type: 'doc', id: 'payment-methods/digital-wallets/index'},
          items: ['payment-methods/digital-wallets/apple-pay', 'payment-methods/digital-wallets/google-pay'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Purchase',
      key: 'purchase',
      items: ['transactions-purchase/overview', 'transactions-purchase/api', 'transactions-purchase/payment-links'],
    },
    {
      type: 'category',
      label: 'Two-step payments',
      key: 'two-step',
      items: [
        {
          type: 'category',
          label: 'Authorization',
          key: 'two-step-auth',
          link: {type: 'doc', id: 'transactions-2-step/auth/index'},
          items: ['transactions-2-step/auth/api', 'transactions-2-step/auth/payment-links'],
        },
        {
          type: 'category',
          label: 'Capture',
          key: 'two-step-capture',
          link: {type: 'doc', id: 'transactions-2-step/capture/index'},
          items: ['transactions-2-step/capture/api', 'transactions-2-step/capture/mp'],
        },
        {
          type: 'category',
          label: 'Void',
          key: 'two-step-void',
          link: {type: 'doc', id: 'transactions-2-step/void/index'},
          items: ['transactions-2-step/void/api', 'transactions-2-step/void/mp'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Refunds',
      key: 'refunds',
      items: ['transactions-refund/overview', 'transactions-refund/api', 'transactions-refund/mp'],
    },
    {
      type: 'category',
      label: 'Disputes and chargebacks',
      key: 'disputes',
      items: ['disputes/overview', 'disputes/api'],
    },
    'cancellation-of-the-created-payment',
    {
      type: 'category',
      label: 'Transaction lookup',
      key: 'lookup',
      items: ['transactions-lookup/overview', 'transactions-lookup/api'],
    },
    {
      type: 'category',
      label: 'Payouts',
      key: 'credit-payouts',
      items: ['transactions-credit/overview', 'transactions-credit/cards'],
    },
    {
      type: 'category',
      label: 'P2P transfers',
      key: 'p2p',
      items: ['transactions-p2p/overview', 'transactions-p2p/api'],
    },
    {
      type: 'category',
      label: 'Split payments',
      key: 'split',
      items: [
        {
          type: 'category',
          label: 'Split purchase',
          key: 'split-purchase',
          items: ['transactions-split-purchase/overview', 'transactions-split-purchase/api'],
        },
        {
          type: 'category',
          label: 'Two-step split payments',
          key: 'split-two-step',
          items: [
            {
              type: 'category',
              label: 'Authorization',
              key: 'split-auth',
              link: {type: 'doc', id: 'transactions-split-2-step/auth/index'},
              items: ['transactions-split-2-step/auth/api'],
            },
            {
              type: 'category',
              label: 'Capture',
              key: 'split-capture',
              link: {type: 'doc', id: 'transactions-split-2-step/capture/index'},
              items: ['transactions-split-2-step/capture/api'],
            },
            {
              type: 'category',
              label: 'Void',
              key: 'split-void',
              link: {type: 'doc', id: 'transactions-split-2-step/void/index'},
              items: ['transactions-split-2-step/void/api', 'transactions-split-2-step/void/mp'],
            },
          ],
        },
        {
          type: 'category',
          label: 'Split refund',
          key: 'split-refund',
          items: [
            'transactions-split-refund/overview',
            'transactions-split-refund/api',
            'transactions-split-refund/mp',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Deferred charge',
      key: 'deferred-charge',
      items: ['deffered-charge/deffered-charge-by-apple-pay', 'deffered-charge/deffered-charge-by-google-pay'],
    },
    {
      type: 'category',
      label: 'Recurring payments',
      key: 'recurring',
      items: [
        {
          type: 'category',
          label: 'Subscriptions',
          key: 'subscriptions',
          link: {type: 'doc', id: 'recurring-payments/subscription/index'},
          items: ['recurring-payments/subscription/api'],
        },
        'recurring-payments/unsubscribing',
        'recurring-payments/refund',
      ],
    },
    {
      type: 'category',
      label: 'Webhooks',
      key: 'webhooks',
      items: ['webhooks/setting', 'webhooks/structure'],
    },
    {
      type: 'category',
      label: 'Status codes',
      key: 'status-codes',
      items: ['status-codes/payment-cycle', 'status-codes/codes-by-stages'],
    },
    {
      type: 'category',
      label: 'Error handling',
      key: 'error-handling',
      items: ['error-handling/http-statuses'],
    },
    {
      type: 'category',
      label: 'Testing',
      key: 'testing',
      items: ['testing/cards'],
    },
    {
      type: 'category',
      label: 'After payments',
      key: 'after-payments',
      items: ['after-payments/info-on-transactions', 'after-payments/receipts'],
    },
    {
      type: 'category',
      label: 'Fiscalization (SBCR)',
      key: 'sbcr',
      items: ['sbcr/overview', 'sbcr/connect', 'sbcr/fiscalization-of-refunds', 'sbcr/national-cashback'],
    },
    {
      type: 'category',
      label: 'Merchant portal',
      key: 'merchant-portal',
      items: [
        'mp/overview',
        'mp/general-settings',
        'mp/personal-user-settings',
        'mp/project-management',
        'mp/project-analytics',
        'mp/balances-payments',
        'mp/payment-processing',
        'mp/multiple-payment-links',
      ],
    },
    {
      type: 'category',
      label: 'Financial data',
      key: 'financial-data',
      items: ['financial-data/api'],
    },
    {
      type: 'category',
      label: 'Products and prices',
      key: 'products-prices',
      items: ['products-prices/info'],
    },
  ],
  // Generated from static/openapi.yaml like the reference pages themselves.
  referenceSidebar: referenceSidebar(),
} satisfies SidebarsConfig;

export default sidebars;
