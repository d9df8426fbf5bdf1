import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A table that scrolls sideways inside the page when it is wider than the text column (Infima makes every table a
 * scroll box). When it overflows it joins the Tab order, so keyboard users can focus it and scroll it with the
 * arrow keys (WCAG 2.1.1); a table that fits adds no Tab stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const tableRef = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={tableRef} tabIndex={overflows ? 0 : undefined} />;
}
