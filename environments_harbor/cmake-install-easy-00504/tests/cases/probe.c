#include <stdio.h>
#include <quill/quill.h>

int main(void)
{
    long x;
    printf("version %s\n", quill_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", quill_apply(x));
        printf(" %ld", quill_boost(x));
        printf(" %ld", quill_split(x));
        printf(" %ld", quill_bias(x));
        printf(" %ld", quill_wrap(x));
        printf("\n");
    }
    return 0;
}
