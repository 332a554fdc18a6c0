/** The `pagination` block of every list answer (API-CONVENTIONS): the page asked for and the count of all matches. */
export const pagination = (page: number, limit: number, total: number) => ({ page, limit, count: total, totalCount: total });
