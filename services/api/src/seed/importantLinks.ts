// The Important Links page of spec 02 §2.8, as a first start seeds it (the operator edits them afterwards):
// a browser extension, a remote-desktop download, Ethiopia's labour portal, the Saudi visa platform's three
// entries, the household-worker contract platform, the medical site's three entries and the four regional
// certificate-of-competence checks.
export const IMPORTANT_LINKS: ReadonlyArray<{ title: string; url: string; kind?: string }> = [
  { title: 'Placement browser extension', url: 'https://chromewebstore.google.com/search/placement' },
  { title: 'Remote desktop (AnyDesk) download', url: 'https://anydesk.com/en/downloads' },
  {
    title: 'Ethiopian labour market system (LMIS)',
    url: 'https://lmis.gov.et',
    // Not shown to sudan2 agencies (their workers are not registered in Ethiopia).
    kind: 'ethiopianLabourPortal',
  },
  { title: 'Visa Platform', url: 'https://visa.mofa.gov.sa' },
  { title: 'Wekala', url: 'https://visa.mofa.gov.sa/Wekala' },
  { title: 'Issued Print', url: 'https://visa.mofa.gov.sa/Enjaz/GetVisaInformation' },
  { title: 'Musaned (household-worker contracts)', url: 'https://musaned.com.sa' },
  { title: 'Wafid: New', url: 'https://wafid.com/book-appointment/' },
  { title: 'Wafid: Medical Results', url: 'https://wafid.com/medical-status-search/' },
  { title: 'Wafid: Get Slips', url: 'https://wafid.com/search-slip/' },
  { title: 'COC check: Federal', url: 'https://coc.gov.et' },
  { title: 'COC check: Oromiya', url: 'https://coc.oromia.gov.et' },
  { title: 'COC check: Amhara', url: 'https://coc.amhara.gov.et' },
  { title: 'COC check: SNNP', url: 'https://coc.snnpr.gov.et' },
];
