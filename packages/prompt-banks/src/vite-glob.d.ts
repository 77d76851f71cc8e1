// Vitest runs on Vite, which provides import.meta.glob; only the library test uses it.
interface ImportMeta {
  glob(pattern: string): Record<string, () => Promise<unknown>>;
}
