import { Link } from 'react-router';

/** The page numbers shown: the first, the last, the current and its neighbours; `null` a gap. */
export function pageItems(current: number, total: number): Array<number | null> {
  const shown = [...new Set([1, current - 1, current, current + 1, total])].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const page of shown) {
    const last = out.at(-1);
    if (typeof last === 'number' && page - last > 1) out.push(null);
    out.push(page);
  }
  return out;
}

type Props = { page: number; totalPages: number; hrefOf: (page: number) => string };

/** Pages as links (each a page of its own, for crawlers and the back button too). */
export function NewsPagination({ page, totalPages, hrefOf }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="news-pagination" aria-label="Phân trang">
      {page > 1 ? (
        <Link className="news-pagination__item" to={hrefOf(page - 1)} rel="prev" aria-label="Trang trước">
          ‹
        </Link>
      ) : null}
      {pageItems(page, totalPages).map((item, index) =>
        item === null ? (
          <span key={`gap-${index}`} className="news-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            className="news-pagination__item"
            to={hrefOf(item)}
            aria-label={`Trang ${item}`}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link className="news-pagination__item" to={hrefOf(page + 1)} rel="next" aria-label="Trang sau">
          ›
        </Link>
      ) : null}
    </nav>
  );
}
