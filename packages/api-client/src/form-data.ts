/** Builds a multipart body: files keep their names, other values become strings, empty ones are left out. */
export function toFormData(values: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      const name = 'name' in value && typeof value.name === 'string' ? value.name : key;
      form.append(key, value, name);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
