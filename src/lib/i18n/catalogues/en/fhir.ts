/** The FHIR export: the download links of a pet's record and of a second opinion's packet. */
export default ['Download FHIR (JSON)', 'Download the shared records as FHIR (JSON)'] as const;
