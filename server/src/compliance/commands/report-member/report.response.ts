/** The complaint a report made. */
export class ComplaintRef {
  id: number;
}

/** POST /api/report.php */
export class ReportResponse {
  complaint: ComplaintRef;
}
