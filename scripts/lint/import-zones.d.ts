/** Types for import-zones.js (plain JavaScript so eslint.config.js loads it without a TypeScript loader). */
export interface ImportZone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

export declare const layers: string[][];
export declare function featureAreas(rootDir: string): string[];
export declare function importZones(rootDir: string): ImportZone[];
export declare const resolvedExtensions: string[];
