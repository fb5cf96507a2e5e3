// One file the build writes beside the pages (sitemap, robots.txt, _headers, favicon): its own module so
// the generators and site-files.ts that gathers them do not import each other.
export interface SiteFile {
  /** Relative to the output folder. */
  path: string;
  contents: string;
}
