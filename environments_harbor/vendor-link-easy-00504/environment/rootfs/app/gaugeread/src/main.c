#include <stdio.h>
#include <ti/core.h>
#include <ti/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = ti_codec_backwards(x);
        v = ti_core_offset(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
