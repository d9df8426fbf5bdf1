/**
 * Wraps the announcement bar so that a new announcement shows on the first page load after it is published.
 * The classic theme hides the bar before hydration when the reader dismissed *any* earlier announcement, and only
 * lifts that on the next load; once the theme has decided the bar is active, this lifts it at once.
 */
import {useEffect, type ComponentProps, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

export default function AnnouncementBarWrapper(props: ComponentProps<typeof AnnouncementBar>): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
