#include <stdio.h>
#include "record.h"
#include "lexer.h"
#include "summary.h"
#include "printer.h"
#include "globals.h"

const char *field_sep = ":";

int main(void)
{
    char line[256];
    struct record r;
    struct stats s;

    stats_init(&s);
    while (fgets(line, sizeof line, stdin)) {
        if (parse_record(line, &r) == 0)
            report_record(&r, &s);
        else
            s.bad++;
    }
    if (*field_sep == '\0')
        return 2;
    report_summary(&s);
    return 0;
}
