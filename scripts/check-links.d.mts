export declare function markdownFiles(root: string, folder?: string): string[];
export declare function blankFences(text: string): string;
export declare function blankCode(text: string): string;
export declare function findLinks(text: string): { target: string; line: number }[];
export declare function slugify(heading: string): string;
export declare function headingAnchors(text: string): Set<string>;
export declare function checkLinks(root: string): string[];
