<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN" sourcelanguage="en">
<context>
    <name>Backtest</name>
    <message>
        <source>Flat</source>
        <translation>Cược đều</translation>
    </message>
    <message>
        <source>one unit every hand</source>
        <translation>một đơn vị mỗi ván</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>Martingale</translation>
    </message>
    <message>
        <source>double after a loss, back to one unit after a win or when the double would pass the table maximum</source>
        <translation>thua thì gấp đôi, thắng hoặc khi gấp đôi sẽ vượt mức cược tối đa của bàn thì trở về một đơn vị</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>Paroli</translation>
    </message>
    <message>
        <source>double after a win, back to one unit after three wins in a row or a loss</source>
        <translation>thắng thì gấp đôi, sau ba ván thắng liên tiếp hoặc một ván thua thì trở về một đơn vị</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>d&apos;Alembert</translation>
    </message>
    <message>
        <source>one unit more after a loss, one less after a win (never below one)</source>
        <translation>thua thì thêm một đơn vị, thắng thì bớt một (không dưới một)</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win</source>
        <translation>thắng liên tiếp thì cược 1, 3, 2, 6 đơn vị, thua hoặc thắng lần thứ tư thì trở về 1</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>Fibonacci</translation>
    </message>
    <message>
        <source>one step up the Fibonacci numbers after a loss, two steps down after a win</source>
        <translation>thua thì lên một bậc trong dãy Fibonacci, thắng thì xuống hai bậc</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>Labouchère</translation>
    </message>
    <message>
        <source>stake the first and last numbers of the line; a win crosses them off, a loss adds the stake to the end; a cleared line starts again</source>
        <translation>cược tổng số đầu và số cuối của dãy; thắng thì gạch hai số đó, thua thì thêm số tiền cược vào cuối dãy; gạch hết dãy thì bắt đầu lại</translation>
    </message>
    <message>
        <source>Follow the last winner</source>
        <translation>Theo bên thắng ván trước</translation>
    </message>
    <message>
        <source>one unit on the side that won the last decision</source>
        <translation>một đơn vị vào bên đã thắng ván phân thắng thua gần nhất</translation>
    </message>
    <message>
        <source>Bet against the last winner</source>
        <translation>Cược ngược bên thắng ván trước</translation>
    </message>
    <message>
        <source>one unit on the side that lost the last decision</source>
        <translation>một đơn vị vào bên đã thua ván phân thắng thua gần nhất</translation>
    </message>
    <message>
        <source>Follow a derived road</source>
        <translation>Theo đường phụ</translation>
    </message>
    <message>
        <source>one unit on the side that would repeat the derived road&apos;s last colour</source>
        <translation>một đơn vị vào bên sẽ lặp lại màu cuối của đường phụ</translation>
    </message>
    <message>
        <source>Pattern rules</source>
        <translation>Quy tắc theo mẫu</translation>
    </message>
    <message>
        <source>the first of your rules whose pattern matches the last results</source>
        <translation>theo quy tắc đầu tiên của bạn có mẫu khớp với các kết quả gần nhất</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>Mắt to</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>Đường nhỏ</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>Đường gián</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>Số shoe</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <source>Bets placed</source>
        <translation>Số lần cược</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>Tổng tiền cược</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Lãi/lỗ ròng</translation>
    </message>
    <message>
        <source>Net per unit wagered</source>
        <translation>Lãi/lỗ ròng trên mỗi đơn vị cược</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>Lãi/lỗ ròng kỳ vọng</translation>
    </message>
    <message>
        <source>Expected per unit wagered</source>
        <translation>Kỳ vọng trên mỗi đơn vị cược</translation>
    </message>
    <message>
        <source>%1 (the house edge)</source>
        <translation>%1 (lợi thế nhà cái)</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>Sai số chuẩn</translation>
    </message>
    <message>
        <source>Shoes busted</source>
        <translation>Số shoe cháy vốn</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <source>A shoe&apos;s net</source>
        <translation>Lãi/lỗ ròng một shoe</translation>
    </message>
    <message>
        <source>median %1, 5%–95% %2 to %3; %4 shoes ahead</source>
        <translation>trung vị %1, 5%–95% từ %2 đến %3; %4 shoe có lãi</translation>
    </message>
</context>
<context>
    <name>BacktestWindow</name>
    <message>
        <source>Backtest a betting system — tracker</source>
        <translation>Kiểm thử hệ thống cược — tracker</translation>
    </message>
    <message>
        <source>Simulated shoes</source>
        <translation>Shoe mô phỏng</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>Shoe đang hiện</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>Cả thư viện</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ngẫu nhiên</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Hệ thống</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Cửa cược</translation>
    </message>
    <message>
        <source>Derived road</source>
        <translation>Đường phụ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Quy tắc</translation>
    </message>
    <message>
        <source>First stake (unit)</source>
        <translation>Mức cược đầu (đơn vị)</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>Mức cược tối đa của bàn</translation>
    </message>
    <message>
        <source>Bankroll a shoe</source>
        <translation>Vốn mỗi shoe</translation>
    </message>
    <message>
        <source>Play over</source>
        <translation>Chơi trên</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Hạt giống</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Số bộ bài</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Hủy</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>&amp;Xuất biểu đồ ra PNG…</translation>
    </message>
    <message>
        <source>Bankroll curves</source>
        <translation>Đường vốn</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>Kết quả theo shoe</translation>
    </message>
    <message>
        <source>Choose a system and where to play it, then Run.</source>
        <translation>Chọn hệ thống và nơi chơi, rồi bấm Chạy.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or play simulated shoes.</source>
        <translation>Không có shoe nào đang hiện: hãy mở một shoe, hoặc chơi trên shoe mô phỏng.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Đang chơi…</translation>
    </message>
    <message>
        <source>%Ln simulated %1-deck shoe(s), seed %2</source>
        <translation>%Ln shoe mô phỏng %1 bộ bài, hạt giống %2</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>shoe %1</translation>
    </message>
    <message>
        <source>the library %1</source>
        <translation>thư viện %1</translation>
    </message>
    <message>
        <source>The backtest failed: %1</source>
        <translation>Kiểm thử thất bại: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Đã hủy.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Export the chart</source>
        <translation>Xuất biểu đồ</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>Streak lengths: seen and expected</source>
        <translation>Độ dài chuỗi: thực tế và kỳ vọng</translation>
    </message>
    <message>
        <source>streak length</source>
        <translation>độ dài chuỗi</translation>
    </message>
    <message>
        <source>streaks</source>
        <translation>số chuỗi</translation>
    </message>
    <message>
        <source>Banker seen</source>
        <translation>Nhà Cái thực tế</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>Nhà Cái kỳ vọng</translation>
    </message>
    <message>
        <source>Player seen</source>
        <translation>Người Chơi thực tế</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>Người Chơi kỳ vọng</translation>
    </message>
    <message>
        <source>Banker minus Player through the shoe</source>
        <translation>Nhà Cái trừ Người Chơi qua cả shoe</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>ván</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>Nhà Cái − Người Chơi</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>dải 95%</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>kỳ vọng</translation>
    </message>
    <message>
        <source>this shoe</source>
        <translation>shoe này</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>Lợi thế nhà cái theo các lá còn lại</translation>
    </message>
    <message>
        <source>house edge (%)</source>
        <translation>lợi thế nhà cái (%)</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1 (%2 điểm)</translation>
    </message>
    <message>
        <source>Net through each shoe (first shoes)</source>
        <translation>Lãi/lỗ ròng qua từng shoe (các shoe đầu)</translation>
    </message>
    <message>
        <source>net (units)</source>
        <translation>lãi/lỗ ròng (đơn vị)</translation>
    </message>
    <message>
        <source>A shoe&apos;s net over all shoes</source>
        <translation>Lãi/lỗ ròng mỗi shoe trên mọi shoe</translation>
    </message>
    <message>
        <source>net of a shoe (units)</source>
        <translation>lãi/lỗ ròng một shoe (đơn vị)</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>số shoe</translation>
    </message>
    <message>
        <source>expected mean</source>
        <translation>trung bình kỳ vọng</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count (the player&apos;s; above 0 the player is ahead)</source>
        <translation>Lợi thế của cửa cược theo số đếm thực (của người chơi; trên 0 là người chơi có lợi)</translation>
    </message>
    <message>
        <source>true count before the hand (running count per deck unseen; the ends hold all beyond them)</source>
        <translation>số đếm thực trước ván (số đếm chạy chia số bộ bài chưa thấy; hai đầu gồm mọi giá trị vượt quá)</translation>
    </message>
    <message>
        <source>player&apos;s edge per unit bet (%; above 0 the player is ahead)</source>
        <translation>lợi thế người chơi mỗi đơn vị cược (%)</translation>
    </message>
    <message>
        <source>exact edge from the cards left, 95% band</source>
        <translation>lợi thế chính xác theo các lá còn lại, dải 95%</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count: exact over %1</source>
        <translation>Lợi thế của cửa cược theo số đếm thực: tính chính xác trên %1</translation>
    </message>
    <message>
        <source>realised win per unit, every hand of the run, 95%</source>
        <translation>tiền thắng thực tế mỗi đơn vị, mọi ván của lượt chạy, 95%</translation>
    </message>
    <message>
        <source>off the top: %1</source>
        <translation>lúc shoe mới: %1</translation>
    </message>
    <message>
        <source>the count bets from %1</source>
        <translation>bộ đếm cược từ %1</translation>
    </message>
</context>
<context>
    <name>CountEditor</name>
    <message>
        <source>running count above</source>
        <translation>số đếm chạy trên</translation>
    </message>
    <message>
        <source>running count at least</source>
        <translation>số đếm chạy ít nhất</translation>
    </message>
    <message>
        <source>true count at least</source>
        <translation>số đếm thực ít nhất</translation>
    </message>
    <message>
        <source>A count of my own</source>
        <translation>Cách đếm của riêng tôi</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>One more hand</source>
        <translation>Chia thêm một ván</translation>
    </message>
    <message>
        <source>Stop at once</source>
        <translation>Dừng ngay</translation>
    </message>
    <message>
        <source>Tag of %1</source>
        <translation>Giá trị đếm của %1</translation>
    </message>
    <message>
        <source>What each %1 seen adds to the count</source>
        <translation>Mỗi lá %1 thấy được cộng vào số đếm bao nhiêu</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ngẫu nhiên</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>Shoes on which the bet&apos;s exact edge from the cards left is worked out before every hand (slower than counting): the exact edge by true count on the chart, and the perfect-play bound, betting whenever that edge favours the player</source>
        <translation>Các shoe mà trước mỗi ván đều tính chính xác lợi thế của cửa cược theo các lá còn lại (chậm hơn đếm bài): cho lợi thế chính xác theo số đếm thực trên biểu đồ, và giới hạn chơi hoàn hảo, cược mỗi khi lợi thế nghiêng về người chơi</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cách đếm</translation>
    </message>
    <message>
        <source>Side bet</source>
        <translation>Cược phụ</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Giá trị đếm</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Bet when</source>
        <translation>Cược khi</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Ngưỡng</translation>
    </message>
    <message>
        <source>Stake (unit)</source>
        <translation>Tiền cược (đơn vị)</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Số bộ bài</translation>
    </message>
    <message>
        <source>Cards behind the cut card</source>
        <translation>Số lá sau thẻ cắt</translation>
    </message>
    <message>
        <source>At the cut card</source>
        <translation>Khi ra thẻ cắt</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>Số shoe</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Hạt giống</translation>
    </message>
    <message>
        <source>Bankroll (units)</source>
        <translation>Vốn (đơn vị)</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Số tiến trình</translation>
    </message>
    <message>
        <source>Exact-edge shoes</source>
        <translation>Số shoe tính lợi thế chính xác</translation>
    </message>
</context>
<context>
    <name>CountPresets</name>
    <message>
        <source>Stephen How&apos;s unbalanced Dragon 7 count</source>
        <translation>Cách đếm Rồng 7 không cân bằng của Stephen How</translation>
    </message>
    <message>
        <source>start at -32 for 8 decks, count every card seen including the exposed burn card, bet when the running count is above 0 (the post&apos;s text says &gt; 0; its table&apos;s heading says &gt;= 0, which bets 8.4 times a shoe, not 6.8); the shoe ends with the hand in which the cut card comes out, as the bets a shoe of his Panda 8 posts show</source>
        <translation>với 8 bộ bài bắt đầu từ -32, đếm mọi lá thấy được kể cả lá đốt bị lật, cược khi số đếm chạy trên 0 (bài viết ghi &gt; 0; tiêu đề bảng của bài ghi &gt;= 0, khi đó cược 8,4 lần mỗi shoe chứ không phải 6,8); shoe kết thúc với ván có thẻ cắt xuất hiện, như số lần cược mỗi shoe trong các bài về Gấu trúc 8 của ông cho thấy</translation>
    </message>
    <message>
        <source>Stephen How&apos;s simplified Panda 8 co-count</source>
        <translation>Cách đếm phụ Gấu trúc 8 giản lược của Stephen How</translation>
    </message>
    <message>
        <source>start at 0, bet when the count gets to +35; published at around +9.0% of a fixed bet a shoe on about 2 bets with 16 cards behind the cut card</source>
        <translation>bắt đầu từ 0, cược khi số đếm đạt +35; công bố khoảng +9,0% mức cược cố định mỗi shoe với khoảng 2 lần cược, 16 lá sau thẻ cắt</translation>
    </message>
    <message>
        <source>Stephen How&apos;s two-person Panda 8 co-count</source>
        <translation>Cách đếm phụ Gấu trúc 8 hai người của Stephen How</translation>
    </message>
    <message>
        <source>the co-count&apos;s running count added to the Dragon 7 running count (both from 0), bet the Panda 8 when the sum is +35 or higher</source>
        <translation>số đếm chạy của cách đếm phụ cộng với số đếm chạy Rồng 7 (cả hai từ 0), cược Gấu trúc 8 khi tổng từ +35 trở lên</translation>
    </message>
</context>
<context>
    <name>CountWindow</name>
    <message>
        <source>%1 %2 Nothing here predicts a Banker or Player result: %3</source>
        <translation>%1 %2 Không điều gì ở đây dự đoán được kết quả Nhà Cái hay Người Chơi: %3</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>Số shoe</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Units won a shoe</source>
        <translation>Đơn vị thắng mỗi shoe</translation>
    </message>
    <message>
        <source>%1 ± %2 SE (95%: %3 to %4)</source>
        <translation>%1 ± %2 SE (95%: %3 đến %4)</translation>
    </message>
    <message>
        <source>Bets a shoe</source>
        <translation>Số lần cược mỗi shoe</translation>
    </message>
    <message>
        <source>Win per bet</source>
        <translation>Thắng mỗi lần cược</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 đơn vị</translation>
    </message>
    <message>
        <source>A shoe&apos;s result</source>
        <translation>Kết quả một shoe</translation>
    </message>
    <message>
        <source>SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6</source>
        <translation>độ lệch chuẩn %1; 5% %2, 25% %3, trung vị %4, 75% %5, 95% %6</translation>
    </message>
    <message>
        <source>Shoes ahead</source>
        <translation>Shoe có lãi</translation>
    </message>
    <message>
        <source>Risk of ruin</source>
        <translation>Rủi ro cháy vốn</translation>
    </message>
    <message>
        <source>%1 for %2 units, ever (estimate)</source>
        <translation>%1 với %2 đơn vị, bất kỳ lúc nào (ước tính)</translation>
    </message>
    <message>
        <source>This count never bet over these shoes: its rule is never met.</source>
        <translation>Cách đếm này chưa cược lần nào trên các shoe này: điều kiện của nó chưa bao giờ thỏa.</translation>
    </message>
    <message>
        <source>This count did not win over these shoes: where its bets are not in the player&apos;s favour, the house keeps its edge on every one.</source>
        <translation>Cách đếm này không thắng trên các shoe này: ở những lần cược không có lợi cho người chơi, nhà cái giữ lợi thế ở mọi lần.</translation>
    </message>
    <message>
        <source>The gain is small against its variance: %1 units a shoe against a swing of %2 units in one shoe; it takes about %3 shoes before the expected gain equals one standard deviation of the total, and only %4 of shoes end ahead.</source>
        <translation>Lợi nhuận nhỏ so với độ dao động: %1 đơn vị mỗi shoe so với mức dao động %2 đơn vị trong một shoe; cần khoảng %3 shoe thì lợi nhuận kỳ vọng mới bằng một độ lệch chuẩn của tổng, và chỉ %4 số shoe kết thúc có lãi.</translation>
    </message>
    <message>
        <source>%1 whenever the exact edge is in the player&apos;s favour</source>
        <translation>%1 mỗi khi lợi thế chính xác nghiêng về người chơi</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>%1: tags %2; start %3; bet when %4</source>
        <translation>%1: giá trị đếm %2; bắt đầu %3; cược khi %4</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln bộ bài</translation>
    </message>
    <message>
        <source>one more hand</source>
        <translation>chia thêm một ván</translation>
    </message>
    <message>
        <source>stop at once</source>
        <translation>dừng ngay</translation>
    </message>
    <message>
        <source>%1, %2 cards behind the cut card (%3 when it comes out), %4</source>
        <translation>%1, %2 lá sau thẻ cắt (%3 khi thẻ cắt ra), %4</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>có đốt bài</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>không đốt bài</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>tiến trình này</translation>
    </message>
    <message>
        <source>%Ln local process(es)</source>
        <translation>%Ln tiến trình cục bộ</translation>
    </message>
    <message>
        <source>%1. %2, seed %3, on %4.</source>
        <translation>%1. %2, hạt giống %3, trên %4.</translation>
    </message>
    <message>
        <source>%1: published at about %2 units a shoe on about %3 bets a shoe.</source>
        <translation>%1: công bố khoảng %2 đơn vị mỗi shoe với khoảng %3 lần cược mỗi shoe.</translation>
    </message>
    <message>
        <source>Perfect play, the bound (betting whenever the exact edge from the cards left favours the player), over %1 other shoes:</source>
        <translation>Chơi hoàn hảo, tức giới hạn trên (cược mỗi khi lợi thế chính xác theo các lá còn lại nghiêng về người chơi), trên %1 shoe khác:</translation>
    </message>
    <message>
        <source>Counting lab: side-bet counts — tracker</source>
        <translation>Phòng thử đếm bài: đếm bài cược phụ — tracker</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Hủy</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>Xuất biểu đồ ra &amp;PNG…</translation>
    </message>
    <message>
        <source>Export figures as CS&amp;V…</source>
        <translation>Xuất số liệu ra CS&amp;V…</translation>
    </message>
    <message>
        <source>Edge by true count</source>
        <translation>Lợi thế theo số đếm thực</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>Kết quả theo shoe</translation>
    </message>
    <message>
        <source>Choose a published count or edit your own, then Run: shoes are dealt, every card seen is counted and the side bet is placed when the count says so.</source>
        <translation>Chọn một cách đếm đã công bố hoặc tự soạn, rồi bấm Chạy: các shoe được chia, mọi lá thấy được đều được đếm và cược phụ được đặt khi số đếm cho phép.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
    <message>
        <source>Dealing and counting…</source>
        <translation>Đang chia và đếm…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Đang hủy…</translation>
    </message>
    <message>
        <source>The count failed: %1</source>
        <translation>Đếm bài thất bại: %1</translation>
    </message>
    <message>
        <source>Cancelled: the run was stopped before it finished; nothing is shown of it.</source>
        <translation>Đã hủy: lượt chạy bị dừng trước khi xong; không hiện gì của nó.</translation>
    </message>
    <message>
        <source>the count bets when %1 (a running count, not a place on this axis)</source>
        <translation>bộ đếm cược khi %1 (số đếm chạy, không phải một vị trí trên trục này)</translation>
    </message>
    <message>
        <source>mean of this run</source>
        <translation>trung bình của lượt chạy này</translation>
    </message>
    <message>
        <source>Export the figures</source>
        <translation>Xuất số liệu</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>Tệp CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Đã lưu %1</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>Đôi N</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>Đôi C</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Lá còn lại</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Bên thắng</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>Bài Người Chơi</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>Bài Nhà Cái</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Đôi</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Ghi chú</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>Kết quả đã qua không thể dự đoán các ván sắp tới.</translation>
    </message>
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>Kết quả đã qua không thể dự đoán các ván sắp tới: dù bảng cầu cho thấy gì, mỗi ván đều được chia từ các lá còn lại.</translation>
    </message>
    <message>
        <source>No betting system changes the expected loss per unit wagered: whatever the system, the expected loss is the house edge times the amount wagered.</source>
        <translation>Không hệ thống cược nào thay đổi được mức lỗ kỳ vọng trên mỗi đơn vị cược: dù hệ thống nào, mức lỗ kỳ vọng vẫn bằng lợi thế nhà cái nhân với tổng tiền cược.</translation>
    </message>
    <message>
        <source>Casinos watch for side-bet counters: they cap the side bet, move the cut card forward or reshuffle early, and may bar a player who bets only when the count is high.</source>
        <translation>Sòng bài để ý những người đếm bài cược phụ: họ giới hạn cược phụ, đặt thẻ cắt sớm hơn hoặc xào bài sớm, và có thể cấm người chơi chỉ cược khi số đếm cao.</translation>
    </message>
    <message>
        <source>A count wins only because the cards already dealt change the odds of the cards left; a scorecard of who won does not.</source>
        <translation>Đếm bài thắng được chỉ vì các lá đã chia làm thay đổi xác suất của các lá còn lại; một bảng cầu ghi bên nào thắng thì không.</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>Chỉ cược phụ thay đổi nhiều theo các lá còn lại: lợi thế của Nhà Cái và Người Chơi hầu như không đổi.</translation>
    </message>
    <message>
        <source>A count&apos;s gain is small against its variance: even when a side bet turns in the player&apos;s favour, what one unit gains on average is a small part of how far its result swings each hand (its standard deviation), and a shoe offers few such bets.</source>
        <translation>Lợi nhuận của việc đếm bài nhỏ so với độ dao động: ngay cả khi một cược phụ nghiêng về người chơi, phần một đơn vị thắng trung bình chỉ là một phần nhỏ so với mức kết quả dao động mỗi ván (độ lệch chuẩn), và một shoe có ít lần cược như vậy.</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>trực tiếp</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>đã nhập</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>luyện tập</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>mô phỏng</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>Nhà &amp;Cái</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Người Chơi</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>&amp;Hòa</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>Đôi Người Chơi (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>Đôi Nhà Cái (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>Tự nhiên (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>Ghi ván tiếp theo là Nhà Cái thắng (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>Ghi ván tiếp theo là Người Chơi thắng (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>Ghi ván tiếp theo là Hòa (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>Đánh dấu ván ghi tiếp theo (%1); xóa sau ván đó</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● Đang ghi %1: B, P hoặc T ghi một ván, C nhập các lá bài (Ctrl+Z hoàn tác)</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● Đang ghi %1: B, P hoặc T ghi một ván (Ctrl+Z hoàn tác)</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 đã đóng: Shoe → Mở lại để ghi thêm, Ctrl+N bắt đầu shoe mới</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1 (%2): Ctrl+N bắt đầu một shoe để ghi tại bàn</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>Nhấn Ctrl+N để bắt đầu ghi một shoe mới tại bàn</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>&amp;Shoe</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Bàn</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Phân tích</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Luyện tập</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>Hiện bàn của thẻ này: các phím ghi sẽ ghi vào đó</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>&amp;Nhập tệp shoe…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>Lưu tệp CSV ván, chuỗi hạt hoặc JSON shoe vào thư viện</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>Nhập các shoe &amp;mẫu</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>Shoe thật từ các bàn trực tiếp và shoe do trình mô phỏng của tracker chia</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>Nhập thư viện shoe &amp;thật (5.824 shoe)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>Mọi shoe của 45 bàn trực tiếp, 9–12 tháng 8 năm 2025: 397.048 ván (giấy phép MIT)</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>Trình duyệt &amp;thư viện…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>Mọi shoe trong một bảng sắp xếp và lọc được; kiểm tra, xuất hoặc xóa phần đã chọn</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>&amp;Xem lại shoe đang hiện…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>Xem shoe từng ván: cầu, lá bài, lý do, tỉ lệ, lỗi</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>Báo cáo &amp;kiểm tra…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>Mọi lỗi mà phần xem lại tìm thấy trong thư viện, theo shoe, ván và dòng tệp</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>Xuất bảng cầu ra &amp;PNG…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>Lưu bảng cầu của shoe đang hiện thành ảnh, kèm tiêu đề và số đếm</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>Xuất bảng cầu ra P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>Lưu bảng cầu của shoe đang hiện trên trang A4 hoặc Letter (khổ ngang)</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>&amp;In bảng cầu…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>In bảng cầu của shoe đang hiện</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Cài đặt…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>Giao diện, bảng màu, mặc định cho shoe mới, nhập lá bài, vị trí thư viện</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>Đóng tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Hoàn tác thay đổi cuối</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>Làm lại điều đã hoàn tác</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>Ghi Nhà &amp;Cái</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>Ghi ván tiếp theo là Nhà Cái thắng</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>Ghi &amp;Người Chơi</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>Ghi ván tiếp theo là Người Chơi thắng</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>Ghi &amp;Hòa</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>Ghi ván tiếp theo là Hòa</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>Nhập các &amp;lá bài</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>Gõ các lá bài của ván tiếp theo (7h kd / 3s kc 5d); Enter để ghi, Esc để thoát</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>Đánh dấu Đôi Người Chơi</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>Ván ghi tiếp theo có Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>Đánh dấu Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>Ván ghi tiếp theo có Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>Đánh dấu tự nhiên</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>Ván ghi tiếp theo là tự nhiên</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Sửa ván…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>Sửa ván đã chọn trong bảng các ván (hoặc bấm đúp vào nó)</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>&amp;Chèn một ván…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>Chèn một ván bị quên vào trước ván đã chọn trong bảng các ván</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Xóa ván</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>Xóa ván đã chọn trong bảng các ván (Ctrl+Z để hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>Shoe &amp;mới tại bàn…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>Bắt đầu ghi một shoe mới: sòng bài, bàn, số bộ bài và luật</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>&amp;Chi tiết shoe…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>Đổi sòng bài, bàn, giờ bắt đầu, số bộ bài, luật và ghi chú của shoe đang hiện</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>Đó&amp;ng shoe này</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>Đánh dấu shoe đã xong: không ghi thêm ván nào được (Mở lại để hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>&amp;Mở lại shoe này</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>Mở lại một shoe đã đóng để ghi tiếp</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>&amp;Xóa shoe này…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>Xóa shoe đang hiện và các ván của nó khỏi thư viện (hỏi trước)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>Bảng cầu cho người &amp;mù màu</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>Phân biệt Nhà Cái với Người Chơi bằng cả hình dạng lẫn màu sắc</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>&amp;Danh sách shoe</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô danh sách shoe (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Các ván</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô bảng các ván (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Thống kê</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô thống kê (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>Tìm shoe</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>Lọc danh sách shoe</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>Đến &amp;danh sách shoe</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>Chuyển phím sang danh sách shoe (Esc để quay lại bàn)</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>Bàn &amp;mới</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>Một thẻ cho bàn khác, với shoe và lịch sử hoàn tác riêng</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>Đó&amp;ng thẻ bàn</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>Đóng thẻ (shoe của nó vẫn giữ nguyên trong thư viện)</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>Bàn trực &amp;tuyến…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>Luyện tập ở bàn trực tuyến một người: chip, Chia bài, trả thưởng chính xác</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>Bàn sòng &amp;bài năm ghế…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>Luyện tập ở bàn sòng bài năm ghế, lần lượt, người hoặc máy chơi</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Phím tắt…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>Mọi phím tắt của tracker</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>&amp;Giới thiệu tracker</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker là gì, và không phải là gì</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Thống kê…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>Shoe đang hiện hoặc cả thư viện so với xác suất, kèm biểu đồ</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>&amp;Kiểm thử hệ thống cược…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>Chơi một hệ thống trên các shoe thật hoặc mô phỏng, so với mức lỗ kỳ vọng</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>Phòng thử &amp;đếm bài cược phụ…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>Chạy đếm bài cược phụ trên shoe mô phỏng: lợi, dao động và rủi ro</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>Không có shoe</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>Shoe %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>Danh sách shoe</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Các ván</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{field}: expected a whole number above {above}, not {given!r}</source>
        <translation>{field}: cần một số nguyên lớn hơn {above}, không phải {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number above {above}, not {given!r}</source>
        <translation>{field}: cần một số lớn hơn {above}, không phải {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a whole number, not {given!r}</source>
        <translation>{field}: cần một số nguyên, không phải {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number, not {given!r}</source>
        <translation>{field}: cần một số, không phải {given!r}</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Ngưỡng</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Tiền cược</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Vốn</translation>
    </message>
    <message>
        <source>Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a random seed), not {given!r}</source>
        <translation>Hạt giống: cần một số nguyên từ 0 đến 2**64 - 1 (để trống nếu muốn ngẫu nhiên), không phải {given!r}</translation>
    </message>
    <message>
        <source>Table: {reason}</source>
        <translation>Bàn: {reason}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lưu tất cả</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Có với &amp;tất cả</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>K&amp;hông với tất cả</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hủy bỏ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Không lưu</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>C</translation>
    </message>
    <message>
        <source>P</source>
        <translation>N</translation>
    </message>
    <message>
        <source>T</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>Bảng hạt</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>Đường lớn</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>Mắt to</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>Đường nhỏ</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>Đường gián</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>Hỏi cầu (C? / N?): dấu mà mỗi đường phụ sẽ nhận ở ván sau; chỉ nhắc lại lịch sử, không phải dự đoán.</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>Hỏi cầu cho thấy dấu mà mỗi đường phụ (Mắt to, Đường nhỏ, Đường gián) sẽ nhận nếu ván sau là Nhà Cái (C?) hoặc Người Chơi (N?). Nó nhắc lại lịch sử của shoe này; không phải dự đoán.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>Theo hệ thống</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Sáng</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tối</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>Cài đặt — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>Cửa sổ sáng hoặc tối, hoặc theo hệ thống</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>Ngôn ngữ của các cửa sổ; đổi ngay khi bạn lưu</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>Bảng cầu cho người mù màu</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>Phân biệt Nhà Cái với Người Chơi bằng cả hình dạng lẫn màu sắc</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>Hiện ô nhập lá bài tại bàn (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>Nhập các lá bài của mỗi ván để có tỉ lệ chính xác; khi tắt, chỉ B, P và T ghi một ván</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>Số bộ bài của một shoe mới</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>Không hoa hồng</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>Hoa hồng Nhà Cái của một shoe mới</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 ăn 1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>Tỉ lệ trả Hòa trong một shoe mới</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Hiện tại: %1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>Tệp thư viện (hoặc địa chỉ postgresql://) sẽ mở ở lần khởi động sau; để trống: mặc định (hoặc --db / TRACKER_DB)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Duyệt…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>Chọn tệp thư viện</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Ngôn ngữ:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Giao diện:</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;Một shoe mới bắt đầu với&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>Số &amp;bộ bài:</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>&amp;Hoa hồng:</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>Hòa &amp;trả:</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>Thư viện:</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>Vị trí thư viện mới sẽ được mở ở lần khởi động sau.</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>Tệp thư viện</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>Thư viện tracker (*.sqlite *.db);;Mọi tệp (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Shoe</source>
        <translation>Shoe</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>Ván: C · N · H</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>Không: cược phụ có thể đặt riêng</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>Cược chính ít nhất</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>Cược chính không nhỏ hơn cược phụ, và ít nhất</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>Các cược phụ hiện tại bàn và khi xem lại</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>Điều sòng bài đòi kèm một cược phụ: các con số khi đó cộng thêm cửa tốt hơn giữa Nhà Cái và Người Chơi, ở mức này, vào mỗi cược phụ</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × cược phụ</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>Cược chính nhỏ nhất được yêu cầu, tính theo mức cược phụ</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>Cược chính bắt buộc:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>no shoe holds two decisions in a row</source>
        <translation>không shoe nào có hai ván phân thắng thua liên tiếp</translation>
    </message>
    <message>
        <source>one side won every decision</source>
        <translation>một bên thắng mọi ván phân thắng thua</translation>
    </message>
    <message>
        <source>no hands with a winner</source>
        <translation>không có ván nào có bên thắng</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Exact odds of the next hand need every card dealt; this shoe records outcomes only.</source>
        <translation>Xác suất chính xác của ván tới cần mọi lá đã chia; shoe này chỉ ghi kết quả.</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>không ghi</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%Ln tie(s)</source>
        <translation>%Ln ván Hòa</translation>
    </message>
    <message>
        <source>%1 left out, from shoes that flag naturals on wins only (never a natural tie); chance is for the hands counted</source>
        <translation>bỏ ra %1, từ các shoe chỉ đánh dấu tự nhiên ở ván thắng (không bao giờ ở ván Hòa); xác suất tính cho các ván được đếm</translation>
    </message>
    <message>
        <source>%1 that record no natural left out (%2 of them from shoes that flag naturals on wins only); chance is for the hands counted</source>
        <translation>bỏ ra %1 không ghi tự nhiên (trong đó %2 từ các shoe chỉ đánh dấu tự nhiên ở ván thắng); xác suất tính cho các ván được đếm</translation>
    </message>
    <message>
        <source>%1 that record no natural left out; chance is for the hands counted</source>
        <translation>bỏ ra %1 không ghi tự nhiên; xác suất tính cho các ván được đếm</translation>
    </message>
    <message>
        <source>Chi-square: χ² = %1, p = %2: %3</source>
        <translation>Khi bình phương: χ² = %1, p = %2: %3</translation>
    </message>
    <message>
        <source>Chi-square: not tested, %1</source>
        <translation>Khi bình phương: không kiểm định, %1</translation>
    </message>
    <message>
        <source>Runs: %1 seen, %2 expected, p = %3: %4</source>
        <translation>Số đoạn chạy: thực tế %1, kỳ vọng %2, p = %3: %4</translation>
    </message>
    <message>
        <source>Runs: not tested, %1</source>
        <translation>Số đoạn chạy: không kiểm định, %1</translation>
    </message>
    <message>
        <source>Lag-1 correlation: r = %1, p = %2: %3</source>
        <translation>Tương quan trễ 1: r = %1, p = %2: %3</translation>
    </message>
    <message>
        <source>Lag-1 correlation: not tested, %1</source>
        <translation>Tương quan trễ 1: không kiểm định, %1</translation>
    </message>
    <message>
        <source>Longest streak: Banker %1, Player %2</source>
        <translation>Chuỗi dài nhất: Nhà Cái %1, Người Chơi %2</translation>
    </message>
    <message>
        <source>; chance gives one of %1 or more in %2 of such shoes</source>
        <translation>; theo xác suất, %2 số shoe như vậy có một chuỗi từ %1 trở lên</translation>
    </message>
    <message>
        <source>. Chops %1 (%2 expected).</source>
        <translation>. Đổi bên %1 lần (kỳ vọng %2).</translation>
    </message>
    <message>
        <source>Shoe by shoe at p &lt; %1: runs test %2 of %3, chi-square %4 of %5, longest streak %6 of %7; chance alone flags about %8, %9 and %10.</source>
        <translation>Từng shoe với p &lt; %1: kiểm định đoạn chạy %2 trên %3, khi bình phương %4 trên %5, chuỗi dài nhất %6 trên %7; chỉ riêng ngẫu nhiên cũng đánh dấu khoảng %8, %9 và %10.</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Thực tế</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Tỷ lệ</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Khoảng 95%</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Xác suất</translation>
    </message>
    <message>
        <source>Natural: %1.</source>
        <translation>Tự nhiên: %1.</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>kỳ vọng</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Độ dài</translation>
    </message>
    <message>
        <source>Streaks by length</source>
        <translation>Chuỗi theo độ dài</translation>
    </message>
    <message>
        <source>(as the big road shows them)</source>
        <translation>(như Đường lớn thể hiện)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 đến %2</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>Lợi thế nhà cái theo các lá còn lại</translation>
    </message>
    <message>
        <source>(exact; negative favours the player)</source>
        <translation>(chính xác; số âm là có lợi cho người chơi)</translation>
    </message>
    <message>
        <source>first hand</source>
        <translation>ván đầu</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>ván tới</translation>
    </message>
    <message>
        <source>over the shoe</source>
        <translation>trong cả shoe</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Kỳ vọng</translation>
    </message>
    <message>
        <source>No shoe selected.</source>
        <translation>Chưa chọn shoe.</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln bộ bài</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Pairs over the %1 of %2 hands that record them.</source>
        <translation>Đôi tính trên %1 trong %2 ván có ghi đôi.</translation>
    </message>
    <message>
        <source>χ² = %1, p = %2, %3.</source>
        <translation>χ² = %1, p = %2, %3.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Banker/Player/Tie against chance: %1</source>
        <translation>Nhà Cái/Người Chơi/Hòa so với xác suất: %1</translation>
    </message>
    <message>
        <source>Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.</source>
        <translation>Số đoạn chạy (bỏ ván Hòa): thực tế %1, kỳ vọng theo xác suất %2; z = %3, p = %4, %5.</translation>
    </message>
    <message>
        <source>Runs test: %1.</source>
        <translation>Kiểm định đoạn chạy: %1.</translation>
    </message>
    <message>
        <source>The recorded cards cannot all come from this shoe: %1</source>
        <translation>Các lá đã ghi không thể đều đến từ shoe này: %1</translation>
    </message>
    <message>
        <source>Here the cards left tip a main bet the player&apos;s way: exact arithmetic on the cards still in the shoe (it happens rarely, near the end), not a pattern in past results.</source>
        <translation>Lúc này các lá còn lại khiến một cửa cược chính nghiêng về người chơi: đó là phép tính chính xác trên các lá còn trong shoe (hiếm khi xảy ra, gần cuối shoe), không phải một mẫu trong kết quả đã qua.</translation>
    </message>
    <message>
        <source>The house keeps its edge on both main bets.</source>
        <translation>Nhà cái giữ lợi thế ở cả hai cửa cược chính.</translation>
    </message>
    <message>
        <source>, exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: %5, %6, %7; at most %8 points apart).</source>
        <translation>, chính xác, theo %1 lá còn lại: Nhà Cái %2, Người Chơi %3, Hòa %4 (shoe mới: %5, %6, %7; chênh nhau tối đa %8 điểm).</translation>
    </message>
    <message>
        <source>House edge now: Banker %1, Player %2 (fresh: %3, %4). %5</source>
        <translation>Lợi thế nhà cái lúc này: Nhà Cái %1, Người Chơi %2 (shoe mới: %3, %4). %5</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ván tới</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln shoe</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln ván</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>not tested: %1</source>
        <translation>không kiểm định: %1</translation>
    </message>
    <message>
        <source>too few hands to test</source>
        <translation>quá ít ván để kiểm định</translation>
    </message>
    <message>
        <source>consistent with chance</source>
        <translation>phù hợp với ngẫu nhiên</translation>
    </message>
    <message>
        <source>unusual for chance (p &lt; %1); with enough shoes some results are, and it still predicts nothing</source>
        <translation>hiếm gặp với ngẫu nhiên (p &lt; %1); với đủ nhiều shoe thì vẫn có vài kết quả như vậy, và nó vẫn không dự đoán được gì</translation>
    </message>
    <message>
        <source>banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>no commission banker</source>
        <translation>Nhà Cái không hoa hồng</translation>
    </message>
    <message>
        <source>ez banker</source>
        <translation>EZ Nhà Cái</translation>
    </message>
    <message>
        <source>dragon seven</source>
        <translation>Rồng 7</translation>
    </message>
    <message>
        <source>panda eight</source>
        <translation>Gấu trúc 8</translation>
    </message>
    <message>
        <source>super six</source>
        <translation>Siêu 6</translation>
    </message>
    <message>
        <source>dragon bonus player</source>
        <translation>Rồng thưởng Người Chơi</translation>
    </message>
    <message>
        <source>dragon bonus banker</source>
        <translation>Rồng thưởng Nhà Cái</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>Nhà Cái thắng</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>Người Chơi thắng</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>ván Hòa</translation>
    </message>
    <message>
        <source>too few decisions: %1 Banker/Player, the test needs at least %2</source>
        <translation>quá ít ván phân thắng thua: %1 ván Nhà Cái/Người Chơi, kiểm định cần ít nhất %2</translation>
    </message>
    <message>
        <source>too few hands: %1 %2 expected, the test needs at least %3 of each</source>
        <translation>quá ít ván: kỳ vọng %1 lần %2, kiểm định cần mỗi loại ít nhất %3</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics — tracker</source>
        <translation>Thống kê — tracker</translation>
    </message>
    <message>
        <source>The %Ln chosen shoe(s)</source>
        <translation>%Ln shoe đã chọn</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>Shoe đang hiện</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>Cả thư viện</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>Thống kê của</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Làm mới</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>&amp;Xuất biểu đồ ra PNG…</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Chuỗi</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>Nhà Cái − Người Chơi</translation>
    </message>
    <message>
        <source>Edges of the bets</source>
        <translation>Lợi thế các cửa cược</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Đang tính…</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or choose the whole library.</source>
        <translation>Không có shoe nào đang hiện: hãy mở một shoe, hoặc chọn cả thư viện.</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>cả thư viện</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>shoe %1</translation>
    </message>
    <message>
        <source>The statistics failed: %1</source>
        <translation>Thống kê thất bại: %1</translation>
    </message>
    <message>
        <source>the %Ln chosen shoe(s)</source>
        <translation>%Ln shoe đã chọn</translation>
    </message>
    <message>
        <source>No hands to count yet: import shoe files (File › Import) or log a shoe.</source>
        <translation>Chưa có ván nào để đếm: hãy nhập tệp shoe (Tệp › Nhập) hoặc ghi một shoe.</translation>
    </message>
    <message>
        <source>Drawn for one shoe: show or choose one shoe</source>
        <translation>Vẽ cho một shoe: hãy hiện hoặc chọn một shoe</translation>
    </message>
    <message>
        <source>Drawn for one shoe whose cards are recorded</source>
        <translation>Vẽ cho một shoe có ghi từng lá bài</translation>
    </message>
</context>
</TS>
