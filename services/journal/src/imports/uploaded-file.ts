/** What multer hands a controller for one uploaded file (memory storage): only the fields the journal reads. */
export interface UploadedFileData {
  buffer: Buffer;
  originalname: string;
  size: number;
}
