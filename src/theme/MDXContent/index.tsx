/**
 * Wraps page content so that a test build can make a documentation page throw on purpose (`?crash-test`), which is
 * how the e2e suite reaches the crash screen. In any other build the wrapper renders the original unchanged.
 */
import type {ComponentProps, ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';

function CrashForTests(): never {
  throw new Error('Simulated page crash', {cause: new Error('Simulated cause for the crash screen test')});
}

export default function MDXContentWrapper(props: ComponentProps<typeof MDXContent>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {search} = useLocation();
  const crash = siteConfig.customFields?.isTestBuild === true && new URLSearchParams(search).has('crash-test');
  return (
    <>
      {crash && <CrashForTests />}
      <MDXContent {...props} />
    </>
  );
}
