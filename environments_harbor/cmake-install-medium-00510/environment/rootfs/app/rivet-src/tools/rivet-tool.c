#include <stdio.h>
#include <string.h>
#include <rivet/rivet.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("rivet-tool (librivet %s)\n", rivet_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", rivet_apply(x));
    return 0;
}
