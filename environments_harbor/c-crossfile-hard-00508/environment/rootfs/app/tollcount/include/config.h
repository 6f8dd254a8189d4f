/* Output settings. */
const char *field_sep = ";";
