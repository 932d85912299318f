import { createContext, useContext, useEffect } from 'react';

/** The field paths a Form renders, so server errors can go beside the right field. */
export const RenderedFields = createContext<Set<string> | null>(null);

/** Field components call this so the Form knows the path is shown. */
export function useRenderedField(name: string): void {
  const fields = useContext(RenderedFields);
  useEffect(() => {
    if (!fields) return undefined;
    fields.add(name);
    return () => {
      fields.delete(name);
    };
  }, [fields, name]);
}
