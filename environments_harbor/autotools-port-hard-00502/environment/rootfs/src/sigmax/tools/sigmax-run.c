#include <stdio.h>
#include <string.h>
#include <sigmax/sigmax.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("sigmax-run (libsigmax %s)\n", sigmax_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", sigmax_apply(x));
    return 0;
}
