#include <stdio.h>
#include <ct/core.h>
#include <ct/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = ct_codec_fold(x);
        v = ct_core_common(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
