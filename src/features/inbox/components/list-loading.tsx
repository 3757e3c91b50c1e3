/** While the list, or a search, is on its way. */
export function ListLoading({ searching }: { searching: boolean }) {
  return (
    <p role="status" className="p-6 text-center text-sm text-slate-600">
      {searching ? 'Searching…' : 'Loading the inbox…'}
    </p>
  );
}
