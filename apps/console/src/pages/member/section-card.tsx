import { useId, type ReactNode } from 'react';

/** One section of the member view: a titled card; a wide one (tables) takes the whole row. */
export function SectionCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={wide ? 'member-section member-section-wide' : 'member-section'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
