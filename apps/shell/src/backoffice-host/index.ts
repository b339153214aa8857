// The back-office page's entry (BACKOFFICE_HOST): the async boundary lets the federation runtime
// negotiate the shared singletons before React loads. Nothing of the shop's page is in it.
void import('./bootstrap');
