export interface PackedManifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
export declare const dependencyRecordFile: string;
export declare const updateHint: string;
export declare function workspaceVersions(root: string): Record<string, string>;
export declare function dependencyRecord(manifest: PackedManifest, workspace?: Record<string, string>): string;
