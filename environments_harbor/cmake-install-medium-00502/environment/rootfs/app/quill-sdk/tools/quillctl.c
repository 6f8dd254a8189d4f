#include <stdio.h>
#include <string.h>
#include <quill/quill.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("quillctl (libquill %s)\n", quill_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", quill_apply(x));
    return 0;
}
