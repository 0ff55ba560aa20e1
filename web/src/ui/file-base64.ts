/**
 * A chosen file as base64, for the calls that carry a small file inside their JSON body
 * (contract/engine/upload.ts: a deposit top-up's proof, a product's photo).
 */
export const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
