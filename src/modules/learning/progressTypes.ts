// What the progress API sends to the browser: z.infer of the schemas in progressModel.ts (the contract).
export type {
  CertificateVerification,
  CertificateView,
  ProgressReply,
  ReviewReply,
  WeekFigures,
} from "./progressModel";
