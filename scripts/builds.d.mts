export declare const STAMP: string;
export interface BuildSpec {
  outDir: string;
  check: string;
  inputs: string[];
  envPrefix: string | undefined;
}
export declare const BUILDS: { dashboard: BuildSpec; service: BuildSpec };
export declare function sourceHash(
  root: string,
  inputs: string[],
  envPrefix: string | undefined,
  env?: NodeJS.ProcessEnv,
): string;
export declare function isCurrent(root: string, name: keyof typeof BUILDS, env?: NodeJS.ProcessEnv): boolean;
