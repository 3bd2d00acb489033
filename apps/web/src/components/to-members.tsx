import { LocalLink } from '@/lib/localized-path';

/** The page's way on to the member search, as its main button (`search`: a search to go back to). */
export function ToMembers({ label, search }: { label: string; search?: string }) {
  return (
    <p className="actions-center">
      <LocalLink to="members" search={search} className="btn btn-primary">
        {label}
      </LocalLink>
    </p>
  );
}
