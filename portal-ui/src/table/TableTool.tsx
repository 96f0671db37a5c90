import { useId, type ReactNode } from 'react';

/**
 * A control above a table whose label is read out but not shown: the control itself shows what
 * it is (the search box its placeholder, the page size its "N por página").
 */
export function TableTool({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children(id: string): ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
