#include <stdio.h>
#include <string.h>
#include <numkit/numkit.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("numkit-cli (libnumkit %s)\n", numkit_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", numkit_apply(x));
    return 0;
}
