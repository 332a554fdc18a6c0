// Titles of the public content pages, shared by their placeholder screens and their heads.
export const CONTENT_TITLES = {
  generalInfo: 'Thông tin chung',
  news: 'Tin tức',
  newsDetail: 'Chi tiết tin tức',
  bidDetail: 'Chi tiết gói thầu',
} as const;
