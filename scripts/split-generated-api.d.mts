export declare const SPLIT_FILES: string[];
export declare function splitFile(path: string): void;
export declare function splitGeneratedApi(folder: string): void;
