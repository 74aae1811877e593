// Constants the server and the browser must agree on.

/** The short-lived cookie that carries a notice across a server-side redirect (web/lib/notice.ts sets
 *  it, GET /session hands it back once, the page cache skips visitors who carry it). */
export const NOTICE_COOKIE = "mh_notice";

/** Rows per page of the admin lists: the API's default and what the admin pages ask for. */
export const ADMIN_PAGE_SIZE = 20;
/** The most rows one admin list call returns. */
export const MAX_PAGE_SIZE = 100;
