#include <stdio.h>
#include <qd/core.h>
#include <qd/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = qd_codec_ring(x);
        v = qd_core_gcdkey(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
