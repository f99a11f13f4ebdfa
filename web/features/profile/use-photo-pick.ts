import { useEffect, useState } from 'react';
import { photoProblem } from './profile-form.ts';

/**
 * The photo picked for upload: checked (an image, at most 2 MB) and previewed through an object URL,
 * which is released when it is replaced or the editor closes. A refused file keeps the previous pick.
 */
export function usePhotoPick() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function pick(candidate: File | null | undefined) {
    if (!candidate) return;
    const problem = photoProblem(candidate);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setFile(candidate);
    setPreview(URL.createObjectURL(candidate));
  }

  function clear() {
    setFile(null);
    setPreview(null);
    setError(null);
  }

  return { file, preview, error, pick, clear };
}
