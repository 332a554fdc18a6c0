// Titles of the public content pages, shared by their placeholder screens and their heads.
export const CONTENT_TITLES = {
  generalInfo: 'Thông tin chung',
  news: 'Tin tức',
  newsDetail: 'Chi tiết tin tức',
  bidDetail: 'Chi tiết gói thầu',
  /**
   * An order's public progress page: ORDER_TEXT.progressTitle, spelled here because the route table
   * is in the entry chunk and the contract's orders module (its messages and options) is not.
   */
  progress: 'Tiến trình xét nghiệm',
  emailOptOut: 'Ngừng nhận email',
} as const;
