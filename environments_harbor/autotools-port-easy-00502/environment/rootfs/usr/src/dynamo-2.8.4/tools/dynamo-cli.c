#include <stdio.h>
#include <string.h>
#include <dynamo/dynamo.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("dynamo-cli (libdynamo %s)\n", dynamo_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", dynamo_apply(x));
    return 0;
}
